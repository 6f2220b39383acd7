import { expectNoAxeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import {
  addFromGrid,
  cartPanel,
  catalogue,
  fillCheckout,
  openShop,
  ordersFor,
  uniqueCustomer,
} from "./shop-helpers";

// every test drives several views and runs axe; shared CI machines are slow
test.describe.configure({ timeout: 60_000 });

async function toCheckout(page: Page, names: string[]) {
  await openShop(page);
  for (const name of names) {
    await addFromGrid(page, name);
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: /^Shopping cart/ }).click();
  await cartPanel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

test("checkout shows the order summary and the messages beside the fields", async ({ page }) => {
  await toCheckout(page, ["Wanderer Cap", "Adventure Trekking Helmet"]);
  await expect(page.getByRole("link", { name: "Back to Shopping" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByRole("listitem")).toHaveCount(2);
  await expect(summary).toContainText("₹599");
  await expect(summary).toContainText("₹2,999");
  await expect(summary).toContainText("Free");
  await expect(summary.getByRole("definition").last()).toHaveText("₹3,598");
  await expect(page.getByRole("heading", { name: "Shipping & Payment Information" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "UPI" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Cash on delivery" })).not.toBeChecked();
  await expect(page.getByLabel(/card/i)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Please enter your name");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter your email address");
  await expect(page.getByLabel("Phone")).toHaveAccessibleDescription("Please enter your phone number");
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription("Please enter your address");
  await expect(page.getByLabel("City")).toHaveAccessibleDescription("Please enter your city");
  await expect(page.getByLabel("PIN / ZIP code")).toHaveAccessibleDescription(
    "Please enter your PIN or ZIP code",
  );
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill("meera@example");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  await page.getByLabel("Full name").fill("Meera");
  await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Phone").fill("12345");
  await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(
    "Please enter a valid phone number (10-15 digits)",
  );
  await page.getByLabel("Phone").fill("98765 43210");
  await expect(page.getByLabel("Phone")).not.toHaveAttribute("aria-invalid");
});

test("the API refuses an order without a phone number for the courier", async ({ request }) => {
  const cap = (await catalogue(request)).find((p) => p.slug === "wanderer-cap")!;
  const { phone: _none, ...customer } = uniqueCustomer();
  const response = await request.post("/api/shop/orders", {
    data: { customer, items: [{ id: cap.id, quantity: 1 }], paymentMethod: "cod" },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).errors).toEqual({ "customer.phone": "Please enter your phone number" });
});

test("an order is stored at the server's prices; the cart is cleared and the products view returns", async ({
  page,
  baseURL,
}) => {
  const customer = uniqueCustomer();
  await toCheckout(page, ["Trekker Backpack 40L", "Wanderer Cap"]);
  await fillCheckout(page, customer);
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Place Order" }).click();

  const confirmation = page.getByText("Order placed successfully! Thank you for your purchase.");
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/travel-gear-store$/);
  await expect(page.getByRole("heading", { level: 1, name: "Travel Gear Shop" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Shopping cart/ })).toHaveAccessibleName(
    "Shopping cart, 0 items",
  );
  const reference = (await page.locator("#order-placed strong").textContent()) ?? "";
  expect(reference).toMatch(/^SO-/);

  const orders = await ordersFor(baseURL!, customer.email);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.reference).toBe(reference);
  expect(orders[0]!.total).toBe(4098);
  expect(orders[0]!.items.map((item) => item.unit_price)).toEqual([3499, 599]);
  expect(orders[0]!.customer.phone).toBe("+919876543210");

  // the cart stays empty after a reload
  await page.reload();
  await expect(page.getByRole("button", { name: /^Shopping cart/ })).toHaveAccessibleName(
    "Shopping cart, 0 items",
  );
});

test("a tampered price sent straight to the API changes nothing", async ({ request, baseURL }) => {
  const cap = (await catalogue(request)).find((p) => p.slug === "wanderer-cap")!;
  const customer = uniqueCustomer();
  const response = await request.post("/api/shop/orders", {
    headers: { "Idempotency-Key": `tamper-${customer.email}` },
    data: {
      customer,
      items: [{ id: cap.id, name: cap.name, price: 0.01, selectedSize: "", selectedColor: "", quantity: 1 }],
      paymentMethod: "upi",
      total: 0.01,
      orderDate: new Date().toISOString(),
    },
  });
  expect(response.status()).toBe(201);
  const orders = await ordersFor(baseURL!, customer.email);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.total).toBe(cap.price);
  expect(orders[0]!.items[0]!.unit_price).toBe(cap.price);
});

test("a double-clicked Place Order makes one order", async ({ page, baseURL }) => {
  const customer = uniqueCustomer();
  await toCheckout(page, ["Journey Quick-Dry T-Shirt"]);
  await fillCheckout(page, customer);
  const keys: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/shop/orders") && req.method() === "POST")
      keys.push(req.headers()["idempotency-key"] ?? "");
  });
  await page.getByRole("button", { name: "Place Order" }).dblclick();
  await expect(page.getByText("Order placed successfully! Thank you for your purchase.")).toBeVisible();
  expect(new Set(keys).size).toBe(1);
  expect(await ordersFor(baseURL!, customer.email)).toHaveLength(1);
});

test("a retry after a lost answer keeps the cart and form and still makes one order", async ({
  page,
  baseURL,
}) => {
  const customer = uniqueCustomer();
  await toCheckout(page, ["Adventure Trekking Helmet"]);
  await fillCheckout(page, customer);
  // the first request reaches the server, but its answer never comes back
  let lost = false;
  await page.route("**/api/shop/orders", async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toContainText("We could not reach our server");
  await expect(page.getByLabel("Email")).toHaveValue(customer.email);
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(
    "Adventure Trekking Helmet",
  );

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Order placed successfully! Thank you for your purchase.")).toBeVisible();
  expect(await ordersFor(baseURL!, customer.email)).toHaveLength(1);
});

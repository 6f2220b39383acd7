import { expectNoAxeViolations } from "./axe";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { catalogue, uniqueCustomer } from "./shop-helpers";

test.describe.configure({ timeout: 60_000 });

test("a shopper finds their order by number and email, with the courier and tracking once shipped", async ({
  page,
  request,
  baseURL,
}) => {
  const cap = (await catalogue(request)).find((p) => p.slug === "wanderer-cap")!;
  const customer = uniqueCustomer();
  const placed = await request.post("/api/shop/orders", {
    data: { customer, items: [{ id: cap.id, selectedColor: "Olive" }], paymentMethod: "cod" },
  });
  expect(placed.status()).toBe(201);
  const { reference, order } = (await placed.json()) as { reference: string; order: { id: string } };

  await page.goto("/travel-gear-store/order");
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Order" })).toBeVisible();
  await expectNoAxeViolations(page);

  // a wrong email gets the same answer as a wrong number, and keeps what was typed
  await page.getByLabel("Order number").fill(reference);
  await page.getByLabel("Email").fill("someone-else@example.com");
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "We could not find an order with that number and email address. Please check both, or contact us.",
  );
  await expect(page.getByLabel("Order number")).toHaveValue(reference);

  await page.getByLabel("Email").fill(customer.email.toUpperCase());
  await page.getByRole("button", { name: "Find my order" }).click();
  const result = page.getByRole("region", { name: `Order ${reference}` });
  await expect(result).toContainText("Received");
  await expect(result).toContainText("Wanderer Cap (One Size, Olive) × 1");
  await expect(result).toContainText("₹599");
  await expect(result).not.toContainText("Tracking number");
  await expectNoAxeViolations(page);

  // the agency ships it: the next look shows the courier and tracking number
  const admin = await playwrightRequest.newContext({ baseURL });
  expect(
    (await admin.post("/api/auth/login", { data: { id: "e2e-admin", password: "e2e-admin-password" } })).ok(),
  ).toBe(true);
  const shipped = await admin.patch(`/api/shop/orders/${order.id}/status`, {
    data: { status: "shipped", courier: "India Post", trackingNumber: "EE123456789IN" },
  });
  expect(shipped.status()).toBe(200);
  await admin.dispose();

  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(result).toContainText("Shipped");
  await expect(result.getByRole("definition").filter({ hasText: "India Post" })).toBeVisible();
  await expect(result).toContainText("EE123456789IN");
  await expectNoAxeViolations(page);
});

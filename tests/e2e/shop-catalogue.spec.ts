import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addFromGrid, cartPanel, catalogue, openShop, productList } from "./shop-helpers";

// every test drives several views and runs axe; shared CI machines are slow
test.describe.configure({ timeout: 60_000 });

test("the products view is rendered on the server with every product and its price in rupees", async ({
  request,
}) => {
  const products = await catalogue(request);
  const html = await (await request.get("/travel-gear-store")).text();
  expect(html).toContain("Travel Gear Shop");
  for (const product of products) expect(html).toContain(product.name);
  // whole rupees, as every other price on the site (ADR 022)
  expect(html).toContain("₹4,999");
  expect(html).not.toMatch(/₹[\d,]+\.\d\d/);
});

test("category buttons filter the grid and say which one is pressed", async ({ page, request }) => {
  const products = await catalogue(request);
  await openShop(page);
  const categories = page.getByRole("group", { name: "Category" });
  const distinct = [...new Set(products.map((p) => p.category))];
  await expect(categories.getByRole("button")).toHaveText([
    "All",
    ...distinct.map((c) => c[0]!.toUpperCase() + c.slice(1)),
  ]);
  await expect(categories.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(productList(page).getByRole("listitem")).toHaveCount(products.length);

  await categories.getByRole("button", { name: "Jackets" }).click();
  await expect(categories.getByRole("button", { name: "Jackets" })).toHaveAttribute("aria-pressed", "true");
  await expect(categories.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
  const jackets = products.filter((p) => p.category === "jackets").map((p) => p.name);
  await expect(productList(page).getByRole("heading")).toHaveText(jackets);

  await categories.getByRole("button", { name: "All" }).click();
  await expect(productList(page).getByRole("listitem")).toHaveCount(products.length);
});

test("sort by name, price ascending and rating descending", async ({ page, request }) => {
  const products = await catalogue(request);
  await openShop(page);
  const names = productList(page).getByRole("heading");
  const sortBy = page.getByLabel("Sort by");
  await expect(sortBy).toHaveValue("name");
  await expect(names).toHaveText(products.map((p) => p.name).sort((a, b) => a.localeCompare(b)));

  await sortBy.selectOption({ label: "Price" });
  const byPrice = [...products].sort((a, b) => a.price_paise - b.price_paise);
  await expect(names).toHaveText(byPrice.map((p) => p.name));

  await sortBy.selectOption({ label: "Rating" });
  const byRating = [...products].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  await expect(names).toHaveText(byRating.map((p) => p.name));
});

test("adding shows the toast, opens the panel and counts items; remove and the empty state", async ({
  page,
}) => {
  await openShop(page);
  const cartButton = page.getByRole("button", { name: /^Shopping cart/ });
  await expect(cartButton).toHaveAccessibleName("Shopping cart, 0 items");

  await addFromGrid(page, "Wanderer Cap");
  const panel = cartPanel(page);
  await expect(panel).toHaveAccessibleDescription("1 item");
  await expect(panel.getByRole("status")).toHaveText("✓ Item added to cart!");
  const line = panel.getByRole("list", { name: "Cart items" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Wanderer Cap");
  await expect(line).toContainText("₹599");
  await expect(panel.getByText("Free")).toBeVisible();
  // the notice goes after its 3 seconds
  await expect(panel.getByText("Item added to cart!")).toBeHidden({ timeout: 6_000 });

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  // focus goes back to what opened the panel
  await expect(page.getByRole("button", { name: "Add to Cart: Wanderer Cap" })).toBeFocused();

  await addFromGrid(page, "Explorer Waterproof Jacket");
  await expect(panel).toHaveAccessibleDescription("2 items");
  // the first size and colour when none was chosen
  await expect(line.filter({ hasText: "Explorer Waterproof Jacket" })).toContainText("Size: S");
  await expect(line.filter({ hasText: "Explorer Waterproof Jacket" })).toContainText("Colour: Forest Green");
  await expect(panel.getByRole("definition").last()).toHaveText("₹5,598");
  await expectNoAxeViolations(page);

  // the same product again is a separate line; remove drops every line of that product
  // a click outside the panel closes it (on a phone the panel fills the width: its Close button)
  const box = await panel.boundingBox();
  if (box && box.x > 20) await page.mouse.click(5, 300);
  else await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
  await expect(cartButton).toHaveAccessibleName("Shopping cart, 2 items");
  await addFromGrid(page, "Wanderer Cap");
  await expect(panel).toHaveAccessibleDescription("3 items");
  await panel.getByRole("button", { name: "Remove Wanderer Cap" }).first().click();
  await expect(panel).toHaveAccessibleDescription("1 item");
  await panel.getByRole("button", { name: "Remove Explorer Waterproof Jacket" }).click();

  await expect(panel).toHaveAccessibleDescription("0 items");
  await expect(panel.getByText("Your cart is empty")).toBeVisible();
  await expect(panel.getByText("Add some items to get started")).toBeVisible();
  await panel.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(panel).toBeHidden();
  await expect(cartButton).toHaveAccessibleName("Shopping cart, 0 items");
});

test("the detail view: server-rendered with Product JSON-LD, size and colour choices", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/travel-gear-store?product=explorer-waterproof-jacket")).text();
  expect(html).toContain('"@type":"Product"');
  expect(html).toContain('"price":"4999.00"');
  expect(html).toContain("Waterproof and breathable 2.5-layer fabric");
  expect((await request.get("/travel-gear-store?product=no-such-thing")).status()).toBe(404);

  await openShop(page);
  await page.getByRole("link", { name: "View details: Explorer Waterproof Jacket" }).click();
  await expect(page).toHaveURL(/\?product=explorer-waterproof-jacket$/);
  await expect(page.getByRole("heading", { level: 1, name: "Explorer Waterproof Jacket" })).toBeFocused();
  await expect(page.getByText("(328 reviews)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
  const size = page.getByRole("group", { name: /^Size/ });
  const color = page.getByRole("group", { name: /^Colour/ });
  await expect(size.getByRole("radio", { name: "S", exact: true })).toBeChecked();
  await expect(color.getByRole("radio", { name: "Forest Green" })).toBeChecked();
  await expectNoAxeViolations(page);

  await size.getByText("XL").click();
  await color.getByText("Charcoal").click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const panel = cartPanel(page);
  await expect(panel.getByText("Item added to cart!")).toBeVisible();
  await expect(panel.getByRole("listitem")).toContainText("Size: XL");
  await expect(panel.getByRole("listitem")).toContainText("Colour: Charcoal");
  // the thumbnail is the product's picture named with the colour chosen (Charcoal, not the first,
  // Forest Green), with a swatch of that colour on it; the product has one picture (every colour)
  const jacket = (await catalogue(request)).find((p) => p.slug === "explorer-waterproof-jacket")!;
  const thumbnail = panel
    .getByRole("listitem")
    .getByRole("img", { name: "Explorer Waterproof Jacket in Charcoal" });
  await expect(thumbnail).toHaveAttribute("src", jacket.image);
  await expect(thumbnail).toHaveAttribute("sizes", "64px");
  await expect(thumbnail).toHaveJSProperty("complete", true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const swatch = panel.getByRole("listitem").getByTestId("colour-swatch");
  await expect(swatch).toHaveCSS("background-color", "rgb(54, 57, 63)");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Back to Products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Travel Gear Shop" })).toBeVisible();
});

test("a product without sizes or colours shows no such choices", async ({ page, request }) => {
  const plain = (await catalogue(request)).find((p) => p.sizes.length === 0 || p.colors.length === 0);
  test.skip(!plain, "every demo product has sizes and colours");
  await openShop(page, `/travel-gear-store?product=${plain!.slug}`);
  if (plain!.sizes.length === 0) await expect(page.getByRole("group", { name: /^Size/ })).toHaveCount(0);
  if (plain!.colors.length === 0) await expect(page.getByRole("group", { name: /^Colour/ })).toHaveCount(0);
});

test("the cart survives a reload; a product gone from the shop is dropped with a notice", async ({
  page,
}) => {
  await openShop(page);
  await addFromGrid(page, "Trekker Backpack 40L");
  await page.keyboard.press("Escape");
  // a line for a product the shop no longer sells, as an old visit might have left it
  await page.evaluate(() => {
    const key = "safarnama.gear-cart.v1";
    const lines = JSON.parse(localStorage.getItem(key) ?? "[]") as object[];
    lines.push({
      lineId: "gone",
      id: 987654,
      slug: "retired-sandals",
      name: "Retired Sandals",
      price_paise: 1000,
      image: "/favicon.svg",
      selectedSize: "",
      selectedColor: "",
      quantity: 1,
    });
    localStorage.setItem(key, JSON.stringify(lines));
  });
  await page.reload();
  await expect(
    page.getByText("Retired Sandals is no longer in the shop and was removed from your cart."),
  ).toBeVisible();
  const cartButton = page.getByRole("button", { name: /^Shopping cart/ });
  await expect(cartButton).toHaveAccessibleName("Shopping cart, 1 item");
  await cartButton.click();
  await expect(cartPanel(page).getByRole("listitem")).toHaveText(/Trekker Backpack 40L/);
});

test("back and forward move between the views", async ({ page }) => {
  await openShop(page);
  await page.getByRole("link", { name: "View details: Wanderer Cap" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wanderer Cap" })).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await cartPanel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(cartPanel(page)).toBeHidden();
  await expect(page).toHaveURL(/\?view=checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Wanderer Cap" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Travel Gear Shop" })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Wanderer Cap" })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Order Summary" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Items in your order" })).toContainText("Wanderer Cap");
});

test("axe finds nothing on the products view", async ({ page }) => {
  await openShop(page);
  await expectNoAxeViolations(page);
});

import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "./fixtures";

export type ApiProduct = {
  id: number;
  slug: string;
  name: string;
  price: number;
  price_paise: number;
  category: string;
  sizes: string[];
  colors: string[];
  image: string;
  rating: number;
};

export type ApiOrder = {
  reference: string;
  customer: { email: string; phone: string };
  items: { product_id: number; size: string; color: string; unit_price: number }[];
  total: number;
};

export async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/shop/products");
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct[];
}

/** A fresh, unique customer: tests never share orders. */
export function uniqueCustomer() {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: "Meera Iyer",
    email: `shop-${tag}@example.com`,
    phone: "+91 98765 43210",
    address: "14 Residency Road",
    city: "Bengaluru",
    zip: "560025",
    country: "India",
  };
}

/** The orders the agency sees for one customer email, read through the admin API. */
export async function ordersFor(baseURL: string, email: string): Promise<ApiOrder[]> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post("/api/auth/login", {
      data: { id: "e2e-admin", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
    const response = await admin.get(`/api/shop/orders?q=${encodeURIComponent(email)}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as ApiOrder[];
  } finally {
    await admin.dispose();
  }
}

export function productList(page: Page) {
  return page.getByRole("list", { name: "Products" });
}

export function cartPanel(page: Page) {
  return page.getByRole("dialog", { name: "Shopping Cart" });
}

/** Adds a product from the catalogue grid; the cart panel opens. */
export async function addFromGrid(page: Page, name: string) {
  await page.getByRole("button", { name: `Add to Cart: ${name}` }).click();
  await expect(cartPanel(page)).toBeVisible();
}

export async function fillCheckout(page: Page, customer: ReturnType<typeof uniqueCustomer>) {
  await page.getByLabel("Full name").fill(customer.name);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Phone").fill(customer.phone);
  await page.getByLabel("Address").fill(customer.address);
  await page.getByLabel("City").fill(customer.city);
  await page.getByLabel("PIN / ZIP code").fill(customer.zip);
  await page.getByLabel("Country").selectOption(customer.country);
}

/** Opens a shop view and waits until the page is interactive (the cart is read after hydration). */
export async function openShop(page: Page, path = "/travel-gear-store") {
  await page.goto(path);
  await expect(page.locator('[data-cart-loaded="true"]')).toBeAttached();
}

import { expect, test } from "./fixtures";
import { ADMIN, adminNav, expectNoAxeViolations, logInByApi } from "./admin-support";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 });

const tabs = [
  ["Overview", "/admin"],
  ["Bookings", "/admin/bookings"],
  ["Payments", "/admin/payments"],
  ["Pricing", "/admin/pricing"],
  ["Tour Management", "/admin/tours/upload"],
  ["Enquiry", "/admin/enquiries"],
  ["Contacts", "/admin/contacts"],
  ["Suppliers", "/admin/suppliers"],
  ["Profit", "/admin/reports/departures"],
  ["Feedback", "/admin/feedback/create"],
  ["Shop Orders", "/admin/shop-orders"],
  ["Emails", "/admin/emails"],
  ["Notifications", "/admin/notifications"],
  ["Personal data", "/admin/people"],
  ["Settings", "/admin/settings"],
  ["Staff", "/admin/staff"],
] as const;

/** The screens of this part of the admin area, and their h1. */
const screens = [
  ["/admin", "Overview"],
  ["/admin/bookings", "Bookings"],
  ["/admin/pricing", "Pricing"],
  ["/admin/enquiries", "Enquiry"],
] as const;

test("a wrong password is refused; the right one leads on to the page that was asked for", async ({
  page,
}) => {
  await page.goto("/admin/enquiries?source=website");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fenquiries%3Fsource%3Dwebsite$/);
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("ID").fill(ADMIN.id);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid ID or Password");
  await expect(page.getByLabel("ID")).toHaveValue(ADMIN.id);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expectNoAxeViolations(page);

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?source=website$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiry" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN.id}`)).toBeVisible();

  // the login page itself sends a signed-in admin on
  await page.goto("/admin/login?next=/admin/bookings");
  await expect(page).toHaveURL(/\/admin\/bookings$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

test("no admin screen or export answers before login, and none leaks data in its answer", async ({
  request,
}) => {
  const paths = [
    ...tabs.map(([, path]) => path),
    "/admin/export/bookings.csv",
    "/admin/export/enquiries.csv",
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    expect(await response.text()).not.toMatch(/SF-[A-Z0-9]{6}|@example\.com/);
  }
});

test("every tab is in the sidebar, in order, has its own URL and is marked current", async ({ page }) => {
  await logInByApi(page);
  await page.goto("/admin");
  const nav = await adminNav(page);
  // a tab may carry a count of what waits there ("Payments 2 waiting")
  const tabName = (label: string) => new RegExp(`^${label}( ?\\d+ waiting)?$`);
  await expect(nav.getByRole("link")).toHaveText(tabs.map(([label]) => tabName(label)));
  for (const [label, path] of tabs)
    await expect(nav.getByRole("link", { name: tabName(label) })).toHaveAttribute("href", path);

  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const current = (await adminNav(page)).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", path);
    await expectNoAxeViolations(page);
  }

  // moving between tabs with the sidebar, then back
  await (await adminNav(page)).getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
});

test("a session that ends mid-work returns to login, then to the page the admin was on", async ({ page }) => {
  await logInByApi(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await page.context().clearCookies();

  await (await adminNav(page)).getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fbookings$/);
  await page.getByLabel("ID").fill(ADMIN.id);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
});

test("page and API logins give the same session; a stale bearer header does not spoil it", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("ID").fill(ADMIN.id);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const me = await page.request.get("/api/auth/me", { headers: { authorization: "Bearer sfk_stale-token" } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toEqual({ id: ADMIN.id });
  expect(
    (await page.request.get("/api/bookings", { headers: { authorization: "Bearer old" } })).status(),
  ).toBe(200);
});

import { expect, test, type Route } from "./fixtures";
import {
  createBooking,
  downloadText,
  expectNoAxeViolations,
  logInByApi,
  parseCsv,
  unique,
} from "./admin-support";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 });

/**
 * React Router's single-fetch answer is a flat JSON list (turbo-stream); entry 0 maps each route
 * id (by index) to its result. This points one route's result at `{ error: Error }` instead.
 */
async function withRouteError(route: Route, routeId: string) {
  const response = await route.fetch();
  const stream = JSON.parse(await response.text()) as unknown[];
  const top = stream[0] as Record<string, number>;
  const at = (value: unknown) => stream.push(value) - 1;
  const key = at("error");
  const error = at(["E", "Unexpected Server Error"]);
  top[`_${stream.indexOf(routeId)}`] = at({ [`_${key}`]: error });
  return { response, status: 500, body: JSON.stringify(stream) };
}

test.beforeEach(async ({ page }) => {
  await logInByApi(page);
});

test("confirm and cancel a booking: the current status's button and both in flight are disabled", async ({
  page,
  request,
}) => {
  const name = unique("Status Tester ");
  const booking = await createBooking(request, { customer_name: name });
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("Showing 1–1 of 1 bookings")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: booking.reference });
  const confirm = row.getByRole("button", { name: `Confirm booking ${booking.reference}` });
  const cancel = row.getByRole("button", { name: `Cancel booking ${booking.reference}` });
  await expect(row.getByText("Pending", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(confirm).toBeEnabled();
  await expect(cancel).toBeEnabled();
  await expectNoAxeViolations(page);

  // hold the update on its way, to see both buttons disabled meanwhile
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/admin/bookings"),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await held;
      await route.continue();
    },
  );
  await confirm.click();
  await expect(confirm).toBeDisabled();
  await expect(cancel).toBeDisabled();
  release();
  await expect(row.getByText("Confirmed", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expect(cancel).toBeEnabled();
  await page.unrouteAll();

  // cancelling asks first, saying what happens; keeping the booking changes nothing
  await cancel.click();
  const ask = page.getByRole("dialog", { name: `Cancel booking ${booking.reference}?` });
  await expect(ask).toHaveAccessibleDescription(
    `${name} is emailed at e2e-admin-booking@example.com that the booking is cancelled. This cannot be undone: ` +
      "the email goes out straight away. Confirming the booking again later sends another email, and needs its seats to be free.",
  );
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Keep the booking" }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByText("Confirmed", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await ask.getByRole("button", { name: "Cancel and email the traveller" }).click();
  await expect(row.getByText("Cancelled", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(cancel).toBeDisabled();
  await expect(confirm).toBeEnabled();

  const stored = await page.request.get(`/api/bookings?q=${booking.reference}`);
  expect(((await stored.json()) as { status: string }[])[0]?.status).toBe("cancelled");
});

test("the booking's own page asks before cancelling too", async ({ page, request }) => {
  const name = unique("Detail Cancel ");
  const booking = await createBooking(request, { customer_name: name });
  await page.goto(`/admin/bookings/${booking.id}`);
  await page.getByRole("button", { name: `Cancel booking ${booking.reference}` }).click();
  const ask = page.getByRole("dialog", { name: `Cancel booking ${booking.reference}?` });
  await expect(ask).toContainText("This cannot be undone");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  const unchanged = await page.request.get(`/api/bookings?q=${booking.reference}`);
  expect(((await unchanged.json()) as { status: string }[])[0]?.status).toBe("pending");

  await page.getByRole("button", { name: `Cancel booking ${booking.reference}` }).click();
  await ask.getByRole("button", { name: "Cancel and email the traveller" }).click();
  await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Cancelled");
});

test("a booking's row opens on every field; filters, search and the empty state", async ({
  page,
  request,
}) => {
  const name = unique("Filter Tester ");
  const booking = await createBooking(request, {
    customer_name: name,
    travel_date: "2027-11-20",
    special_requests: "Window seats, vegetarian meals",
  });
  await page.goto("/admin/bookings");
  // newest first: the booking just made leads the list
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText(booking.reference);
  await firstRow.getByRole("button", { name: `Details of booking ${booking.reference}` }).click();
  const details = page.getByRole("definition");
  for (const text of [
    booking.reference,
    name,
    "e2e-admin-booking@example.com",
    "98765 43210",
    "20 November 2027",
    "Window seats, vegetarian meals",
  ]) {
    await expect(details.filter({ hasText: text }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel("Search").fill(booking.reference);
  await page.getByLabel("Status").selectOption("pending");
  await page.getByLabel("Travel month").fill("2027-11");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByText("Showing 1–1 of 1 bookings")).toBeVisible();

  await page.getByLabel("Travel month").fill("2027-10");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("heading", { name: "No Bookings Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Packages" })).toHaveAttribute("href", "/packages");
  await expectNoAxeViolations(page);
});

test("a failed load shows an error panel whose 'Try Again' loads the list", async ({ page }) => {
  await page.goto("/admin");
  let failures = 1;
  await page.route(
    (url) => url.pathname.startsWith("/admin/bookings.data"),
    async (route) => {
      // the real answer, with the Bookings route's data swapped for the error its loader would throw
      if (failures-- > 0) return route.fulfill(await withRouteError(route, "routes/admin/bookings"));
      return route.continue();
    },
  );
  const orders = page.getByRole("link", { name: "Bookings", exact: true });
  if (!(await orders.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  await orders.click();
  await expect(page.getByRole("alert")).toContainText("The bookings could not be loaded.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
});

test("the CSV export holds exactly the filtered bookings, with formula-like text neutralised", async ({
  page,
  request,
}) => {
  const token = unique("csvb");
  const a = await createBooking(request, {
    customer_name: `-Evil ${token}`,
    special_requests: `=HYPERLINK("http://evil.example","${token}")`,
  });
  const b = await createBooking(request, { customer_name: `Plain ${token}`, number_of_travelers: 4 });
  await createBooking(request, { customer_name: unique("Someone Else ") });

  await page.goto(`/admin/bookings?q=${token}`);
  await expect(page.getByText("Showing 1–2 of 2 bookings")).toBeVisible();
  const { text, filename } = await downloadText(page, page.getByRole("link", { name: "Export CSV" }));
  expect(filename).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([
    "Reference",
    "Booked on (India time)",
    "Status",
    "Package",
    "Customer name",
    "Email",
    "Phone",
    "Travel date",
    "Travellers",
    "Sharing",
    "Price per person (INR)",
    "Total (INR)",
    "Special requests",
  ]);
  expect(rows.map((row) => row[0])).toEqual([b.reference, a.reference]);
  const evil = rows[1]!;
  expect(evil[4]).toBe(`'-Evil ${token}`);
  expect(evil[12]).toBe(`'=HYPERLINK("http://evil.example","${token}")`);
  expect(rows[0]![8]).toBe("4");
  expect(rows[0]![11]).toBe(String(b.total_amount));
});

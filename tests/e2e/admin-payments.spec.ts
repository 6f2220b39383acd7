import { expect, test } from "./fixtures";
import { addDays, formatTravelDate, todayInIndia } from "../../app/lib/dates";
import { adminNav, createBooking, expectNoAxeViolations, logInByApi, unique } from "./admin-support";
import { OVERDUE_FIXTURE } from "./payments-fixture-data";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 });

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

test.beforeEach(async ({ page }) => {
  await logInByApi(page);
});

test("record a payment and a refund on a booking's page: paid, balance and next due follow", async ({
  page,
}) => {
  const name = unique("Payer ");
  const booking = await createBooking(page.request, {
    customer_name: name,
    customer_email: `${unique("payer-")}@example.com`,
    travel_date: addDays(todayInIndia(), 30),
  });
  const total = booking.total_amount;
  const advance = Math.round(total * 0.3);
  const half = Math.round(total * 0.5);

  // reachable from the Bookings list
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: booking.reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Booking ${booking.reference}` })).toBeVisible();
  const figures = page.getByRole("region", { name: "Payments" });
  await expect(figures).toContainText(`Next due${rupees(advance)}by ${formatTravelDate(todayInIndia())}`);
  await expectNoAxeViolations(page);

  const form = page.getByRole("region", { name: "Record a payment or refund" });
  // more than the balance is refused beside the amount, with what was typed kept
  await form.getByLabel("Amount (₹)").fill(String(total + 1));
  await form.getByLabel("Method").selectOption({ label: "UPI" });
  await form.getByRole("button", { name: "Record" }).click();
  await expect(form.getByText(`More than the balance due (${rupees(total)})`)).toBeVisible();
  await expect(form.getByLabel("Amount (₹)")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Amount (₹)").fill(String(advance));
  await form.getByLabel("Reference (optional)").fill("UPI-778899");
  await form.getByRole("button", { name: "Record" }).click();
  await expect(form.getByRole("status")).toHaveText("Payment recorded");
  await expect(figures).toContainText(`Paid${rupees(advance)}`);
  await expect(figures).toContainText(`Balance${rupees(total - advance)}`);
  await expect(figures).toContainText(
    `Next due${rupees(half - advance)}by ${formatTravelDate(addDays(todayInIndia(), 15))}`,
  );
  await expect(figures.getByRole("row", { name: /Advance \(30%\) at booking/ })).toContainText("Paid");
  await expect(figures.getByRole("row", { name: /UPI-778899/ })).toContainText(rupees(advance));

  await form.getByLabel("Refund").check();
  await form.getByLabel("Amount (₹)").fill("1000");
  await form.getByLabel("Method").selectOption({ label: "Cash" });
  await form.getByRole("button", { name: "Record" }).click();
  await expect(form.getByRole("status")).toHaveText("Refund recorded");
  await expect(figures).toContainText(`Paid${rupees(advance - 1000)}`);
  await expect(figures.getByRole("row", { name: /Refund/ })).toContainText(`−${rupees(1000)}`);
  await expectNoAxeViolations(page);

  const api = await (await page.request.get(`/api/bookings/${booking.id}/payments`)).json();
  expect(api.account).toMatchObject({ paid: advance - 1000, balance: total - advance + 1000 });
});

test("the Payments tab lists overdue balances and the open cancellation requests, decided there", async ({
  page,
  request,
}) => {
  await page.goto("/admin");
  await (await adminNav(page)).getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const overdue = page.getByRole("table", { name: /Overdue balances/ });
  const row = overdue.getByRole("row").filter({ hasText: OVERDUE_FIXTURE.reference });
  await expect(row).toContainText(rupees(OVERDUE_FIXTURE.overdue));
  await expect(row).toContainText(`${OVERDUE_FIXTURE.daysOverdue} days`);

  // a traveller's request, through the same API the booking page's token serves
  const booking = await createBooking(request, {
    customer_name: unique("Canceller "),
    customer_email: `${unique("canceller-")}@example.com`,
    travel_date: addDays(todayInIndia(), 10),
  });
  const view = await (
    await request.get(`/api/bookings/lookup?reference=${booking.reference}&contact=9876543210`)
  ).json();
  const asked = await request.post("/api/cancellation-requests", {
    data: { token: view.token, reason: "Flights cancelled" },
  });
  expect(asked.status()).toBe(201);
  await page.reload();
  const card = page.getByRole("article", { name: `Request to cancel ${booking.reference}` });
  await expect(card).toContainText("Flights cancelled");
  // 10 days before departure: half the price is charged
  await expect(card).toContainText(`would cost ${rupees(Math.round(booking.total_amount * 0.5))}`);
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: `Approve and cancel booking ${booking.reference}` }).click();
  await expect(card).toHaveCount(0);
  await page.getByText("Recently decided").click();
  await expect(page.getByRole("article", { name: `Request to cancel ${booking.reference}` })).toContainText(
    "Approved by e2e-admin",
  );
  const stored = await page.request.get(`/api/bookings?q=${booking.reference}`);
  expect(((await stored.json()) as { status: string }[])[0]?.status).toBe("cancelled");
  await expectNoAxeViolations(page);
});

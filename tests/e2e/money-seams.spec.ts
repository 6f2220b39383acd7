import { expect, test, type Page } from "./fixtures";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBooking, expectNoAxeViolations, logInByApi, unique } from "./admin-support";

/**
 * Issue 38's money screens in a browser: a payment claim that stays in sight (traveller and
 * admin), a cancelled booking's settlement, and the Emails screen's emails that did not go. Each
 * is checked with axe and photographed at 390 and 1280 px (kept under the test's output folder).
 */
test.describe.configure({ timeout: 120_000 });

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** A booking 40 days out and its signed page, as the confirmation email links it. */
async function bookingWithPage(page: Page) {
  const email = `${unique("seams-")}@example.com`;
  const booking = await createBooking(page.request, {
    customer_name: "Asha Rao",
    customer_email: email,
    travel_date: addDays(todayInIndia(), 40),
  });
  await logInByApi(page);
  const list = (await (await page.request.get("/api/emails?limit=100")).json()) as {
    data: { id: string; to: string; event: string }[];
  };
  const queued = list.data.find((row) => row.to === email && row.event === "booking-confirmation");
  const opened = (await (await page.request.get(`/api/emails/${queued!.id}`)).json()) as { text: string };
  const link = /\/booking\/[0-9a-f-]{36}\.[\w-]{43}/.exec(opened.text)![0];
  return { booking, email, link };
}

test("a payment claim stays on the booking page and waits on the admin's booking with Accept and Reject", async ({
  page,
}) => {
  const { booking, link } = await bookingWithPage(page);
  const advance = Math.round(booking.total_amount * 0.3);
  const utr = String(Date.now()).slice(-12).padStart(12, "7");
  await page.goto(link);
  await page.getByLabel("Amount paid (₹)").fill(String(advance));
  await page.getByLabel("UTR (12 digits)").fill(utr);
  await page.getByRole("button", { name: "Send payment details" }).click();
  const checking = `We are checking your payment of ${rupees(advance)} (UTR ${utr}), usually within a working day.`;
  await expect(page.getByRole("list", { name: "Payments you told us about" })).toContainText(checking);
  await page.reload();
  await expect(page.getByRole("list", { name: "Payments you told us about" })).toContainText(checking);
  await shots(page, "booking-claim");

  await page.goto(`/admin/bookings/${booking.id}`);
  const claims = page.getByRole("region", { name: "Payment claims" });
  await expect(claims).toContainText(utr);
  await expect(claims.getByRole("button", { name: new RegExp(`^Accept ${rupees(advance)}`) })).toBeVisible();
  await expect(claims.getByRole("button", { name: /^Reject/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Payments \d+ waiting$/ })).toBeVisible();
  await shots(page, "admin-booking-claim");
});

test("a cancelled booking shows what was paid, kept and refunded; the admin sees the refund owed", async ({
  page,
}) => {
  const { booking, link } = await bookingWithPage(page);
  const paid = Math.round(booking.total_amount * 0.5);
  const kept = Math.round(booking.total_amount * 0.3);
  const recorded = await page.request.post(`/api/bookings/${booking.id}/payments`, {
    data: { kind: "payment", amount: paid, method: "upi", reference: "E2E-SEAMS" },
  });
  expect(recorded.status()).toBe(201);
  const cancelled = await page.request.patch(`/api/bookings/${booking.id}/status`, {
    data: { status: "cancelled" },
  });
  expect(cancelled.status()).toBe(200);

  await page.goto(link);
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("Kept under the policy");
  await expect(payments).toContainText(`We refund ${rupees(paid - kept)} by UPI`);
  await expect(payments).not.toContainText("Balance");
  await shots(page, "booking-cancelled");

  await page.goto(`/admin/bookings/${booking.id}`);
  await expect(page.getByText(`Refund owed ${rupees(paid - kept)}`)).toBeVisible();
  await shots(page, "admin-booking-cancelled");
});

test("the Emails screen lists a held email with its reason and a Resend button", async ({ page }) => {
  const { booking, email } = await bookingWithPage(page);
  for (let i = 0; i < 5; i++) {
    await page.request.post("/api/bookings/link", { data: { reference: booking.reference, contact: email } });
  }
  await page.goto("/admin/emails?status=unsent");
  await expect(page.getByRole("link", { name: "Not sent" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/Held, not sent: this inbox had 5 emails/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend" }).first()).toBeVisible();
  await shots(page, "emails-unsent");
});

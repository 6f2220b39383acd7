import { expect, test, type Locator, type Page } from "./fixtures";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBooking, expectNoAxeViolations, logInByApi, unique } from "./admin-support";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 120_000 });

/** Set MONEY_SHOTS_DIR to keep screenshots at 390 and 1280 px of each screen. */
const SHOTS = process.env.MONEY_SHOTS_DIR;

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** A UTR no other test or run uses: 12 digits. */
const newUtr = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-12).padStart(12, "7");

async function screenshots(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  if (size) await page.setViewportSize(size);
}

/** A booking 30 days out with its signed page and what is due now. */
async function newBooking(page: Page) {
  const email = `${unique("payer-")}@example.com`;
  const booking = await createBooking(page.request, {
    customer_name: unique("Payer "),
    customer_email: email,
    travel_date: addDays(todayInIndia(), 30),
  });
  const lookup = await page.request.get(
    `/api/bookings/lookup?reference=${booking.reference}&contact=${encodeURIComponent(email)}`,
  );
  const view = (await lookup.json()) as {
    token: string;
    pay_now: { amount: number; upi_uri: string };
  };
  return { ...booking, email, token: view.token, payNow: view.pay_now };
}

test("the booking page offers pay now by UPI and takes the traveller's payment details", async ({
  page,
  isMobile,
}) => {
  const booking = await newBooking(page);
  const advance = Math.round(booking.total_amount * 0.3);
  expect(booking.payNow.amount).toBe(advance);
  await page.goto(`/booking/${booking.token}`);

  const box = page.getByRole("region", { name: `Pay ${rupees(advance)} now` });
  await expect(box).toBeVisible();
  await expect(box.getByRole("img", { name: /UPI QR code to pay/ })).toBeVisible();
  await expect(box).toContainText(booking.reference);
  await expect(box).toContainText("IFSC");
  const appLink = box.getByRole("link", {
    name: `Pay ${rupees(advance)} in your UPI app`,
    includeHidden: true,
  });
  await expect(appLink).toHaveAttribute("href", booking.payNow.upi_uri);
  // the link opens a UPI app: on phones only
  if (isMobile) await expect(appLink).toBeVisible();
  else await expect(appLink).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshots(page, "booking-pay-now", box);

  const claim = page.getByRole("region", { name: "Already paid? Tell us" });
  await claim.getByLabel("UTR (12 digits)").fill("12345");
  await claim.getByRole("button", { name: "Send payment details" }).click();
  await expect(claim.getByText(/The UTR is the 12-digit UPI transaction reference/)).toBeVisible();
  await expectNoAxeViolations(page);

  await claim.getByLabel("Amount paid (₹)").fill(String(advance));
  await claim.getByLabel("UTR (12 digits)").fill(newUtr());
  await claim.getByRole("button", { name: "Send payment details" }).click();
  await expect(claim.getByText(/we will match your payment with our bank statement/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "booking-claim", claim);
});

test("the admin accepts a traveller's payment claim and the receipt is listed", async ({ page }) => {
  const booking = await newBooking(page);
  const utr = newUtr();
  const sent = await page.request.post("/api/payment-claims", {
    data: { reference: booking.reference, contact: booking.email, amount: 5_000, utr },
  });
  expect(sent.status()).toBe(201);

  await logInByApi(page);
  await page.goto("/admin/payments");
  const claim = page.getByRole("article", {
    name: `Payment claim of ${rupees(5_000)} for ${booking.reference}`,
  });
  await expect(claim).toContainText(utr);
  await expectNoAxeViolations(page);
  await screenshots(page, "admin-claims", claim);

  await claim.getByRole("button", { name: `Accept ${rupees(5_000)} for ${booking.reference}` }).click();
  await expect(claim.getByText("Accepted: the payment is recorded and the receipt emailed.")).toBeVisible();

  await page.goto(`/admin/bookings/${booking.id}`);
  await expect(page.getByRole("link", { name: /^Receipt Voucher SAFR\/\d{2}-\d{2}\/\d{4}$/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Pay ₹[\d,]+ now$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "admin-booking-money", page.getByRole("region", { name: "Payments", exact: true }));
});

test("the admin's Settings screen checks the GSTIN and saves the payment details", async ({ page }) => {
  await logInByApi(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "admin-settings", page.getByRole("main"));

  await page.getByLabel("GSTIN").fill("07AAACS1234F1ZV");
  await page.getByLabel("UPI ID").fill("not-a-upi-id");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/does not match its check character/)).toBeVisible();
  await expect(page.getByText("Enter a UPI ID like name@bank")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("GSTIN").fill("07AAACS1234F1ZU");
  await page.getByLabel("UPI ID").fill("safarnama@hdfcbank");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
});

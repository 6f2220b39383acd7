import { expect, test, type Page } from "./fixtures";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBooking, expectNoAxeViolations, logInByApi, unique } from "./admin-support";
import { sentMail } from "./sent-mail";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 });

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** A booking 30 days out, made as a visitor would, with its own email address. */
async function bookingThirtyDaysOut(page: Page) {
  const email = `${unique("traveller-")}@example.com`;
  const booking = await createBooking(page.request, {
    customer_name: unique("Lookup Tester "),
    customer_email: email,
    travel_date: addDays(todayInIndia(), 30),
  });
  return { ...booking, email };
}

async function lookUp(page: Page, reference: string, contact: string) {
  await page.getByLabel("Booking reference").fill(reference);
  await page.getByLabel("Email or phone number").fill(contact);
  await page.getByRole("button", { name: "Find my booking" }).click();
}

async function expectBookingShown(page: Page, booking: { reference: string; total_amount: number }) {
  await expect(page.getByRole("heading", { name: `Booking ${booking.reference}` })).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("definition").first()).toHaveText(rupees(booking.total_amount));
  // nothing paid yet: the 30% advance is due today
  await expect(payments.getByRole("row", { name: /Advance \(30%\) at booking/ })).toContainText(
    rupees(Math.round(booking.total_amount * 0.3)),
  );
  await expect(page.getByRole("region", { name: "Cancellation" })).toContainText("30 days before departure");
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${booking.reference}`),
  );
  await expect(page.getByRole("link", { name: /^Call \+/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
}

test("the booking page shows a booking for the right reference and contact, and nothing for a wrong one", async ({
  page,
}) => {
  const booking = await bookingThirtyDaysOut(page);
  await page.goto("/booking");
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Booking" })).toBeVisible();
  await expectNoAxeViolations(page);

  await lookUp(page, booking.reference, "someone-else@example.com");
  await expect(page.getByRole("alert")).toContainText("We could not find a booking with that reference");
  await expect(page.getByRole("heading", { name: `Booking ${booking.reference}` })).toHaveCount(0);
  await expect(page.getByLabel("Booking reference")).toHaveValue(booking.reference);
  await expectNoAxeViolations(page);

  // any case, without the prefix, and the email in capitals
  await lookUp(page, booking.reference.slice(3).toLowerCase(), booking.email.toUpperCase());
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\.[\w-]{43}$/);
  await expectBookingShown(page, booking);
  await expectNoAxeViolations(page);
});

test("the confirmation email's signed link opens the booking, and the traveller asks to cancel", async ({
  page,
  browser,
}) => {
  const booking = await bookingThirtyDaysOut(page);
  // the email as the agency's outbox holds it (the admin's API), its link taken as a person would click it
  await logInByApi(page);
  const list = await (await page.request.get("/api/emails")).json();
  const queued = (list as { data: { id: string; to: string; event: string }[] }).data.find(
    (email) => email.to === booking.email && email.event === "booking-confirmation",
  );
  expect(queued).toBeDefined();
  const email = await sentMail(queued!.id);
  const link = /https?:\/\/\S+\/booking\/[0-9a-f-]{36}\.[\w-]{43}/.exec(email.text)?.[0];
  expect(link).toBeDefined();

  // a fresh browser, as the traveller opening their mail: no typing
  const visitor = await browser.newContext();
  const traveller = await visitor.newPage();
  await traveller.goto(new URL(link!).pathname);
  await expectBookingShown(traveller, booking);

  await traveller.getByText("Ask to cancel this booking").click();
  await traveller.getByLabel("Reason (optional)").fill("A family emergency");
  await expectNoAxeViolations(traveller);
  await traveller.getByRole("button", { name: "Send cancellation request" }).click();
  await expect(
    traveller.getByRole("status").filter({ hasText: "Your cancellation request has reached us" }),
  ).toBeVisible();
  await expect(traveller.getByText(/You asked to cancel on/)).toBeVisible();
  await expect(traveller.getByRole("button", { name: "Send cancellation request" })).toHaveCount(0);
  await expectNoAxeViolations(traveller);

  // the admin sees it among the open requests
  await page.goto("/admin/payments");
  const request = page.getByRole("article", { name: `Request to cancel ${booking.reference}` });
  await expect(request).toContainText("A family emergency");
  await visitor.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lookup and the cancellation request are plain forms", async ({ page }) => {
    const booking = await bookingThirtyDaysOut(page);
    await page.goto("/booking");
    await lookUp(page, booking.reference, "0 98765 43210");
    await expectBookingShown(page, booking);
    await page.getByText("Ask to cancel this booking").click();
    await page.getByRole("button", { name: "Send cancellation request" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your cancellation request has reached us" }),
    ).toBeVisible();
    await expect(page.getByText(/You asked to cancel on/)).toBeVisible();
  });
});

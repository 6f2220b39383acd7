import { expect, test } from "@playwright/test";
import { addDays, formatTravelDate, todayInIndia } from "../../app/lib/dates";
import { expectNoAxeViolations, freeDateTours, futureDate, loginAsAdmin, rupees } from "./site-helpers";

// axe and several round trips: give them room on a busy machine
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.PRICING_SHOTS_DIR;

test("a visitor books with a promo code and sees the breakdown the server priced", async ({
  page,
  request,
}) => {
  // the last free-date package, so other specs' totals on the first ones stay as they are
  const tours = await freeDateTours(request);
  const tour = tours.at(-1)!;
  await loginAsAdmin(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const lastDay = addDays(todayInIndia(), 90);
  // a group of seven on this package only: no other spec books seven here
  const rule = await request.post("/api/pricing/rules", {
    data: {
      name: `Big group ${stamp}`,
      kind: "group",
      percent_off: 10,
      min_travellers: 7,
      package_ids: [tour.id],
      valid_to: lastDay,
    },
  });
  expect(rule.status()).toBe(201);
  const code = await request.post("/api/pricing/promo-codes", {
    data: { code: `E2E${stamp}`, amount_off: 500, package_ids: [tour.id] },
  });
  expect(code.status()).toBe(201);
  const ended = await request.post("/api/pricing/rules", {
    data: {
      name: `Ended deal ${stamp}`,
      kind: "early_bird",
      percent_off: 15,
      min_days_before: 30,
      valid_to: "2025-12-31",
      package_ids: [tour.id],
    },
  });
  expect(ended.status()).toBe(201);

  // the offers page shows the rule in force with its real terms, and nothing of the ended one
  await page.goto("/offers");
  const offers = page.getByRole("region", { name: "Exclusive Offers" });
  const card = offers.getByRole("listitem").filter({ hasText: `Big group ${stamp}` });
  await expect(card).toContainText("10% OFF");
  await expect(card).toContainText("For 7 or more travellers on one booking.");
  await expect(card).toContainText(`Valid on bookings made until ${formatTravelDate(lastDay)}.`);
  await expect(offers).not.toContainText(`Ended deal ${stamp}`);
  await expectNoAxeViolations(page);
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await offers.screenshot({ path: `${SHOTS}/offers-${width}.png` });
    }
  }

  await page.goto(`/packages/${tour.id}`);
  // the package's structured data offers the rule, valid until its last day
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(jsonLd).toContain(`"priceValidUntil":"${lastDay}"`);
  expect(jsonLd).toContain(`"name":"Big group ${stamp}"`);
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "More travellers" }).click();
  await page
    .getByRole("complementary", { name: "Price and booking" })
    .getByRole("button", { name: "Book Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Asha Promo");
  await dialog.getByRole("textbox", { name: "Email" }).fill(`asha.${stamp.toLowerCase()}@example.com`);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9876543210");
  await dialog.getByLabel("Travel Date").fill(futureDate());
  await dialog.getByRole("textbox", { name: "Promo code (optional)" }).fill("nosuchcode");
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog.getByRole("alert")).toContainText("This promo code is not valid");
  await expect(dialog.getByRole("textbox", { name: "Promo code (optional)" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await dialog.getByRole("textbox", { name: "Promo code (optional)" }).fill(`e2e${stamp.toLowerCase()}`);
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  const confirmation = page.getByRole("dialog", { name: "Booking Request Received" });
  await expect(confirmation).toBeVisible();
  const base = tour.price * 7;
  const group = Math.round(base * 0.1);
  await expect(confirmation).toContainText(`Triple sharing, ${rupees(tour.price)} × 7 adults`);
  // the phone and desktop runs each add an equal rule: the best one (the older on a tie) applies once
  await expect(confirmation).toContainText(/Big group \w+ \(10% off\)/);
  await expect(confirmation).toContainText(`−${rupees(group)}`);
  await expect(confirmation).toContainText(`Promo code E2E${stamp} (₹500 off)`);
  await expect(confirmation).toContainText(rupees(base - group - 500));
  await expectNoAxeViolations(page);
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/confirmation-${width}.png` });
    }
  }

  // the admin's booking detail shows the same lines
  const reference = (await confirmation.getByText(/^SF-[A-Z0-9]{6}$/).textContent())!;
  await loginAsAdmin(page.request);
  await page.goto(`/admin/bookings?q=${reference}`);
  await page.getByRole("button", { name: `Details of booking ${reference}` }).click();
  const lines = page.getByRole("definition").filter({ hasText: `Promo code E2E${stamp}` });
  await expect(lines).toContainText("−₹500");
  await expect(lines).toContainText(`Triple sharing, ${rupees(tour.price)} × 7 adults`);
  await expectNoAxeViolations(page);
});

import { expect, test, type Locator, type Page } from "./fixtures";
import { addDays, formatTravelDate, todayInIndia } from "../../app/lib/dates";
import { waitForHydration } from "./lead-helpers";
import { expectNoAxeViolations, freeDateTours, futureDate, loginAsAdmin, rupees } from "./site-helpers";

// axe and several round trips: give them room on a busy machine
test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.PRICING_SHOTS_DIR;

/** The page (or one part of it, scrolled into view) at a phone's and a laptop's width. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part?.scrollIntoViewIfNeeded();
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part && name.endsWith("card") ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  if (size) await page.setViewportSize(size);
}

test("the admin adds an offer and a promo code on the Pricing screen; a visitor sees the breakdown change live and books with the code", async ({
  page,
  request,
}) => {
  // the last free-date package, so other specs' totals on the first ones stay as they are
  const tours = await freeDateTours(request);
  const tour = tours.at(-1)!;
  await loginAsAdmin(request);
  await loginAsAdmin(page.request);
  const stamp = Date.now().toString(36).toUpperCase();
  const lastDay = addDays(todayInIndia(), 90);
  const childPrice = Math.round(tour.price / 2);
  // a child price for ages 5 to 11 on this package (the tour API takes it as the admin's form does)
  const childBand = await request.patch(`/api/tours/${tour.id}`, {
    multipart: { child_price: String(childPrice), child_age_min: "5", child_age_max: "11" },
  });
  expect(childBand.status()).toBe(200);

  await page.goto("/admin/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  // the sidebar's Pricing tab is the current one (folded into the menu on a phone)
  await expect(page.getByRole("link", { name: "Pricing", includeHidden: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // the demo's offers are there from the start
  await expect(page.getByRole("table", { name: "Automatic offers" })).toContainText("Group Discount");
  await expectNoAxeViolations(page);

  // a new offer: refused with a message per field, then added (the button works once hydrated)
  const ruleDialog = page.getByRole("dialog", { name: "New offer" });
  await expect(async () => {
    await page.getByRole("button", { name: "New offer" }).click();
    await expect(ruleDialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await ruleDialog.getByRole("combobox", { name: "Kind" }).selectOption("group");
  await ruleDialog.getByRole("button", { name: "Add offer" }).click();
  await expect(ruleDialog.getByRole("alert")).toBeVisible();
  await expect(ruleDialog.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(ruleDialog).toContainText("Please give the offer a name");
  await expect(ruleDialog).toContainText("A group offer needs “Travellers at least”");
  await expectNoAxeViolations(page);
  await ruleDialog.getByRole("textbox", { name: "Name", exact: true }).fill(`Big group ${stamp}`);
  await ruleDialog.getByRole("textbox", { name: "Percent off" }).fill("12");
  await ruleDialog.getByRole("textbox", { name: "Travellers at least (group)" }).fill("7");
  await ruleDialog.getByLabel("Valid until").fill(lastDay);
  await ruleDialog.getByRole("listbox", { name: "Packages" }).selectOption({ label: tour.title });
  await shoot(page, "pricing-offer-dialog");
  await ruleDialog.getByRole("button", { name: "Add offer" }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(page.getByRole("status")).toContainText(`Offer “Big group ${stamp}” added.`);
  const ruleRow = page.getByRole("row").filter({ hasText: `Big group ${stamp}` });
  await expect(ruleRow).toContainText("12% off");
  await expect(ruleRow).toContainText("Group: 7+ travellers");

  // a promo code with five uses, changed to three
  await page.getByRole("button", { name: "New promo code" }).click();
  const codeDialog = page.getByRole("dialog", { name: "New promo code" });
  await codeDialog.getByRole("textbox", { name: "Code", exact: true }).fill(`e2e${stamp.toLowerCase()}`);
  await codeDialog.getByRole("textbox", { name: "Amount off (₹)" }).fill("500");
  await codeDialog.getByRole("textbox", { name: "Uses in all" }).fill("5");
  await codeDialog.getByRole("listbox", { name: "Packages" }).selectOption({ label: tour.title });
  await expectNoAxeViolations(page);
  await codeDialog.getByRole("button", { name: "Add code" }).click();
  await expect(codeDialog).toBeHidden();
  const codeRow = page.getByRole("row").filter({ hasText: `E2E${stamp}` });
  await expect(codeRow).toContainText("0 used, 5 left");
  await codeRow.getByRole("button", { name: `Edit promo code E2E${stamp}` }).click();
  const editCode = page.getByRole("dialog", { name: "Edit promo code" });
  await editCode.getByRole("textbox", { name: "Uses in all" }).fill("3");
  await editCode.getByRole("button", { name: "Save code" }).click();
  await expect(editCode).toBeHidden();
  await expect(codeRow).toContainText("0 used, 3 left");
  await expectNoAxeViolations(page);
  await shoot(page, "pricing-screen");

  // an offer that ended (added through the API: the screen is the same service)
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

  // the offers page shows the offers in force with their real terms, and nothing of the ended one
  await page.goto("/offers");
  const offers = page.getByRole("region", { name: "Exclusive Offers" });
  const card = offers.getByRole("listitem").filter({ hasText: `Big group ${stamp}` });
  await expect(card).toContainText("12% OFF");
  await expect(card).toContainText("For 7 or more travellers on one booking.");
  await expect(card).toContainText(`Valid on bookings made until ${formatTravelDate(lastDay)}.`);
  await expect(offers.getByRole("listitem").filter({ hasText: "Group Discount" })).toContainText(
    "For 6 or more travellers on one booking.",
  );
  await expect(offers).not.toContainText(`Ended deal ${stamp}`);
  await expectNoAxeViolations(page);

  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  // the package's structured data offers the rule, valid until its last day
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(jsonLd).toContain(`"priceValidUntil":"${lastDay}"`);
  expect(jsonLd).toContain(`"name":"Big group ${stamp}"`);

  // the card's breakdown moves with the travellers: the group offer from seven on
  const card7 = page.getByRole("complementary", { name: "Price and booking" });
  await expect(card7).toContainText(`Triple sharing, ${rupees(tour.price)} × 2 adults`);
  await expect(card7).toContainText("Early Bird Offer");
  for (let i = 0; i < 5; i++) await card7.getByRole("button", { name: "More travellers" }).click();
  await expect(card7).toContainText(/Big group \w+ \(12% off\)/);
  await expect(page.getByTestId("package-total")).toHaveText(
    rupees(tour.price * 7 - Math.round(tour.price * 7 * 0.12)),
  );
  await shoot(page, "package-card", card7);

  await card7.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Asha Promo");
  await dialog.getByRole("textbox", { name: "Email" }).fill(`asha.${stamp.toLowerCase()}@example.com`);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9876543210");
  await dialog.getByLabel("Travel Date").fill(futureDate());
  // two of the seven are children of 5 to 11
  const children = dialog.getByRole("spinbutton", { name: "Children 5–11 years" });
  await expect(dialog).toContainText("under 5 travel free");
  await children.fill("2");
  const base = tour.price * 5 + childPrice * 2;
  const group = Math.round(base * 0.12);
  await expect(dialog).toContainText(`Triple sharing, ${rupees(tour.price)} × 5 adults`);
  await expect(dialog).toContainText(`Child (5–11 years), ${rupees(childPrice)} × 2`);
  await expect(dialog).toContainText(`Total ${rupees(base - group)}`);

  // a code is asked from the server as it is typed: a wrong one is named, the right one applies
  const code = dialog.getByRole("textbox", { name: "Promo code (optional)" });
  await code.fill("nosuchcode");
  await expect(dialog).toContainText("Promo code: This promo code is not valid");
  await code.fill(`e2e${stamp.toLowerCase()}`);
  await expect(dialog).toContainText(`Promo code E2E${stamp} (₹500 off)`);
  await expect(dialog).toContainText(`Total ${rupees(base - group - 500)}`);
  await expectNoAxeViolations(page);
  await shoot(page, "booking-modal", dialog.getByRole("button", { name: "Confirm Booking" }));

  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  const confirmation = page.getByRole("dialog", { name: "Booking Request Received" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`Triple sharing, ${rupees(tour.price)} × 5 adults`);
  // the phone and desktop runs each add an equal rule: the best one (the older on a tie) applies once
  await expect(confirmation).toContainText(/Big group \w+ \(12% off\)/);
  await expect(confirmation).toContainText(`−${rupees(group)}`);
  await expect(confirmation).toContainText(`Promo code E2E${stamp} (₹500 off)`);
  await expect(confirmation).toContainText(rupees(base - group - 500));
  await expectNoAxeViolations(page);
  await shoot(page, "confirmation");

  // the admin's booking detail shows the same lines, and the code has one use fewer
  const reference = (await confirmation.getByText(/^SF-[A-Z0-9]{6}$/).textContent())!;
  await page.goto(`/admin/bookings?q=${reference}`);
  await page.getByRole("button", { name: `Details of booking ${reference}` }).click();
  const lines = page.getByRole("definition").filter({ hasText: `Promo code E2E${stamp}` });
  await expect(lines).toContainText("−₹500");
  await expect(lines).toContainText(`Triple sharing, ${rupees(tour.price)} × 5 adults`);
  await expectNoAxeViolations(page);
  await page.goto("/admin/pricing");
  await expect(page.getByRole("row").filter({ hasText: `E2E${stamp}` })).toContainText("1 used, 2 left");

  // the ended offer is listed as ended, and deleted after a question
  const endedRow = page.getByRole("row").filter({ hasText: `Ended deal ${stamp}` });
  await expect(endedRow).toContainText("Ended");
  const ask = page.getByRole("dialog", { name: `Delete the offer “Ended deal ${stamp}”?` });
  await expect(async () => {
    await endedRow.getByRole("button", { name: `Delete Ended deal ${stamp}` }).click();
    await expect(ask).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(ask).toContainText("Bookings already made keep the price they were given.");
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Delete offer" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("status")).toContainText("Pricing rule deleted.");
  await expect(endedRow).toHaveCount(0);
});

test("without JavaScript, 'Show my price' prices the booking without sending it", async ({
  browser,
  request,
}) => {
  const tour = (await freeDateTours(request)).at(-1)!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/packages/${tour.id}`);
  const form = page.getByRole("region", { name: "Book This Trip" });
  await form.getByRole("spinbutton", { name: "Travellers" }).fill("3");
  await form.getByLabel("Travel Date").fill(futureDate());
  await form.getByRole("button", { name: "Show my price" }).click();
  const quote = page.getByRole("region", { name: "Your price" });
  await expect(quote).toContainText(`Triple sharing, ${rupees(tour.price)} × 3 adults`);
  await expect(quote).toContainText(`Total ${rupees(tour.price * 3)}`);
  // what was typed is kept, and nothing was booked
  await expect(form.getByRole("spinbutton", { name: "Travellers" })).toHaveValue("3");
  await expect(page.getByRole("heading", { name: "Booking Request Received" })).toHaveCount(0);
  // (axe needs JavaScript: the same form with JavaScript is checked above)
  await context.close();
});

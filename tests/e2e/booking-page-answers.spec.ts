import { expect, test, type Page } from "./fixtures";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBooking, expectNoAxeViolations, unique } from "./admin-support";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 300_000 });

/**
 * Issue 38, major 5: each form of the traveller's booking page answers at the form that was sent,
 * in view and focused, with and without JavaScript (the answers used to show 3,600–4,000 px away).
 */
async function bookingPage(page: Page): Promise<string> {
  const email = `${unique("answers-")}@example.com`;
  const booking = await createBooking(page.request, {
    customer_name: "Asha Verma",
    customer_email: email,
    travel_date: addDays(todayInIndia(), 30),
  });
  const lookup = await page.request.get(
    `/api/bookings/lookup?reference=${booking.reference}&contact=${encodeURIComponent(email)}`,
  );
  const { token } = (await lookup.json()) as { token: string };
  return `/booking/${token}`;
}

/** The answer shows inside the named region, on screen, and has the focus. */
async function expectAnswerAt(page: Page, region: string, text: RegExp) {
  const answer = page.getByRole("region", { name: region }).locator("[data-form-answer]");
  await expect(answer).toContainText(text, { timeout: 20_000 });
  await expect(answer).toBeFocused();
  await expect(answer).toBeInViewport();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the claim, travellers' and cancel forms answer where they were sent", async ({ page }, info) => {
      const path = await bookingPage(page);
      await page.goto(path);
      if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

      const claim = page.getByRole("region", { name: "Already paid? Tell us" });
      await claim.getByLabel("UTR (12 digits)").fill("12");
      await claim.getByRole("button", { name: "Send payment details" }).click();
      await expectAnswerAt(page, "Already paid? Tell us", /check/i);
      await expect(
        page.getByRole("region", { name: "Already paid? Tell us" }).getByLabel("UTR (12 digits)"),
      ).toHaveValue("12");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath(`claim-error-${info.project.name}.png`) });

      const travellers = page.getByRole("region", { name: "Travellers' details" });
      await travellers.getByRole("button", { name: "Save travellers' details" }).click();
      await expectAnswerAt(page, "Travellers' details", /check/i);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath(`travellers-error-${info.project.name}.png`) });

      await page.getByText("Ask to cancel this booking").click();
      await page.getByRole("button", { name: "Send cancellation request" }).click();
      await expectAnswerAt(page, "Cancellation", /Your cancellation request has reached us/);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

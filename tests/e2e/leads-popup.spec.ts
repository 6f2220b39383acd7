import { expect, test, type Page } from "./fixtures";
import { enquiriesMatching, expectNoAxeViolations, unique, waitForHydration } from "./lead-helpers";

const popupName = "Plan Your Dream Vacation";

/**
 * A visitor who reads on: on a phone the popup waits for a scroll (or 15 s), so these tests,
 * which run at both widths, scroll first (site-visitor-phone.spec.ts times the phone's rule).
 */
async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
}

/** Time stands still unless the test moves it, however slowly the page loads. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-01T04:30:00Z") });
  await page.clock.pauseAt(new Date("2026-03-01T04:30:01Z"));
}

test("the popup appears 5 seconds after load (once scrolled) and its lead is stored from the popup", async ({
  page,
  request,
}) => {
  const name = unique("Popup ");
  await pauseClock(page);
  await page.goto("/");
  await waitForHydration(page);
  await scrollDown(page);
  const popup = page.getByRole("dialog", { name: popupName });

  await page.clock.runFor(4_000);
  await expect(popup).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(popup).toBeVisible();
  // axe needs its own timers
  await page.clock.resume();
  await expect(popup.getByRole("textbox", { name: "Your name" })).toBeVisible();
  await expectNoAxeViolations(page);

  await popup.getByRole("button", { name: "Get a Call Back" }).click();
  await expect(popup.getByRole("textbox", { name: "Your name" })).toHaveAccessibleDescription(
    "Please enter your name",
  );
  await expectNoAxeViolations(page);

  await popup.getByRole("textbox", { name: "Your name" }).fill(name);
  await popup.getByRole("textbox", { name: "Mobile number" }).fill("98765 43210");
  await popup.getByRole("combobox", { name: "Destination (optional)" }).selectOption("Kashmir");
  await popup.getByRole("button", { name: "Get a Call Back" }).click();
  await expect(popup.getByText("Thank you! Our travel expert will call you shortly.")).toBeVisible();
  await expectNoAxeViolations(page);

  expect(await enquiriesMatching(request, name)).toEqual([
    expect.objectContaining({ name, phone: "9876543210", destination: "Kashmir", source: "popup" }),
  ]);

  // submitted: not again in this browser session
  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(10_000);
  await expect(popup).toBeHidden();
});

test("closing the popup keeps it away for the rest of the session, and Escape closes it", async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto("/");
  await waitForHydration(page);
  await scrollDown(page);
  const popup = page.getByRole("dialog", { name: popupName });
  await page.clock.runFor(5_000);
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("modalShown"))).not.toBeNull();

  await page.goto("/offers");
  await page.goto("/");
  await waitForHydration(page);
  await page.clock.runFor(10_000);
  await expect(popup).toBeHidden();
});

test("a visitor who opened the chat before the 5 seconds is not interrupted by the popup", async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto("/");
  await waitForHydration(page);
  await scrollDown(page);
  await page.getByRole("button", { name: "Chat with us" }).click();
  await page.getByRole("button", { name: "Chat with our assistant" }).click();
  await page.clock.runFor(6_000);
  await expect(page.getByRole("dialog", { name: popupName })).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Travel Assistant" })).toBeVisible();
});

test.describe("plan a trip without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/plan-trip posts the popup's form and keeps what was typed when refused", async ({
    page,
    request,
  }) => {
    const name = unique("PlanNoJs ");
    await page.goto("/plan-trip");
    await expect(page.getByRole("heading", { level: 1, name: popupName })).toBeVisible();
    await page.getByRole("textbox", { name: "Your name" }).fill(name);
    await page.getByRole("textbox", { name: "Mobile number" }).fill("12345");
    await page.getByRole("button", { name: "Get a Call Back" }).click();
    const mobile = page.getByRole("textbox", { name: "Mobile number" });
    await expect(mobile).toHaveValue("12345");
    await expect(mobile).toHaveAccessibleDescription(/Please enter a valid mobile number \(10-12 digits\)/);
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue(name);

    await mobile.fill("919876543210");
    await page.getByRole("button", { name: "Get a Call Back" }).click();
    await expect(page.getByText("Thank you! Our travel expert will call you shortly.")).toBeVisible();
    expect(await enquiriesMatching(request, name)).toEqual([
      expect.objectContaining({ name, phone: "919876543210", destination: "", source: "popup" }),
    ]);
  });
});

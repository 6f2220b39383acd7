import { expect, test } from "./fixtures";
import {
  enquiriesMatching,
  expectNoAxeViolations,
  skipLeadPopup,
  unique,
  waitForHydration,
} from "./lead-helpers";

test.describe("newsletter", () => {
  test("home: submitting, thanks, email cleared, stored as a newsletter signup", async ({
    page,
    request,
  }) => {
    const email = `${unique("news")}@example.com`;
    await skipLeadPopup(page);
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("region", { name: /Subscribe for travel deals/ });
    const input = box.getByRole("textbox", { name: "Email address" });

    await input.fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText("Please enter a valid email address")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    // hold the answer back until the button's busy state has been seen
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/newsletter*", async (route) => {
      await released;
      await route.continue();
    });
    await input.fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(box.getByText("Thank you for subscribing!")).toBeVisible();
    await expect(input).toHaveValue("");

    const stored = await enquiriesMatching(request, email);
    expect(stored).toEqual([expect.objectContaining({ email, source: "newsletter" })]);
  });

  test("offers page signs up with its own source", async ({ page, request }) => {
    const email = `${unique("offers")}@example.com`;
    await page.goto("/offers");
    await waitForHydration(page);
    const box = page.getByRole("region", { name: /Subscribe for travel deals/ });
    await box.getByRole("textbox", { name: "Email address" }).fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText("Thank you for subscribing!")).toBeVisible();
    expect(await enquiriesMatching(request, email)).toEqual([
      expect.objectContaining({ email, source: "offers_page Subscription" }),
    ]);
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post subscribes, and a refused one keeps what was typed", async ({ page, request }) => {
    await page.goto("/offers");
    const box = page.getByRole("region", { name: /Subscribe for travel deals/ });
    await box.getByRole("textbox", { name: "Email address" }).fill("typo@nowhere");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const again = page.getByRole("textbox", { name: "Email address" });
    await expect(again).toHaveValue("typo@nowhere");
    await expect(again).toHaveAccessibleDescription("Please enter a valid email address");

    const email = `${unique("nojs")}@example.com`;
    await again.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
    // the offers page's box keeps its source through the refused round
    expect(await enquiriesMatching(request, email)).toEqual([
      expect.objectContaining({ email, source: "offers_page Subscription" }),
    ]);
  });
});

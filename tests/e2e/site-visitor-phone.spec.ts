import { expect, test, type Page } from "./fixtures";
import { createTourThroughApi, logInAsAdmin, uniqueTitle } from "./admin-content-helpers";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./lead-helpers";
import { doubleSharingTour, rupees } from "./site-helpers";

// issue 24: what a visitor reads and taps, on a phone first; axe on a busy machine can take a while
test.describe.configure({ timeout: 90_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

/** Whether two elements' boxes overlap on the screen. */
async function overlap(page: Page, a: string, b: string): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([page.locator(a).boundingBox(), page.locator(b).boundingBox()]);
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

test("package page on a phone: a booking bar once the page has scrolled, gone at the price block", async ({
  page,
  request,
}) => {
  const tour = await doubleSharingTour(request);
  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  const bar = page.getByRole("region", { name: "Book this package" });
  await expect(bar).toBeHidden();
  await scrollTo(page, 700);
  if (!isPhone(page)) {
    // on a wide screen the price block stays beside the page: no bar
    await expect(page.getByRole("complementary", { name: "Price and booking" })).toBeInViewport();
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`From ${rupees(tour.price)}`);
  await expect(bar).toContainText("per person");
  // the chat bubble moves out of the bar's way
  expect(await overlap(page, ".booking-bar", ".chat-widget-button")).toBe(false);
  await expectNoAxeViolations(page);

  await bar.getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("dialog", { name: "Book Your Trip" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("complementary", { name: "Price and booking" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test("the booking modal has its own travellers stepper: a refusal about seats is fixed inside it", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const tour = await createTourThroughApi(page.request, uniqueTitle("Stepper Trail"));
  const response = await page.request.post(`/api/tours/${tour.id}/departures`, {
    data: { date: inDays(40), seats: 3 },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  // the group size is the departure's seats, never 'Unlimited'
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText(
    "Up to 3 travellers per departure",
  );
  await page
    .getByRole("complementary", { name: "Price and booking" })
    .getByRole("button", { name: "Book Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
  await dialog.getByRole("button", { name: "More travellers" }).click();
  await dialog.getByRole("button", { name: "More travellers" }).click();
  await expect(dialog.getByRole("group", { name: "Travellers" })).toContainText("4");
  await expect(dialog).toContainText(`Total ${rupees(15999 * 4)}`);
  await expectNoAxeViolations(page);

  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Nisha Stepper");
  await dialog.getByRole("textbox", { name: "Email" }).fill("nisha.stepper@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9876543210");
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Only 3 seats left");

  await dialog.getByRole("button", { name: "Fewer travellers" }).click();
  await expect(dialog).toContainText(`Total ${rupees(15999 * 3)}`);
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  const received = page.getByRole("dialog", { name: "Booking Request Received" });
  await expect(received).toContainText(rupees(15999 * 3));
  // with or without the agency's payment details on file, the call is promised
  await expect(received).toContainText(/Our travel expert will (also )?call you within 24 hours/);
  await expectNoAxeViolations(page);
  // the page's own stepper moved with the modal's
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("package-total")).toHaveText(rupees(15999 * 3));
});

test("the header calls the agency in one tap on a phone, and the gear shop is linked everywhere", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  const call = header.getByRole("link", { name: /^Call us on/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", /^tel:/);

  if (isPhone(page)) {
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(header.getByRole("link", { name: "Gear Shop" })).toBeVisible();
    await expectNoAxeViolations(page);
    await header.getByRole("button", { name: "Close menu" }).click();
  } else {
    await expect(header.getByRole("link", { name: "Gear Shop" })).toBeVisible();
  }
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Gear Shop" }).click();
  await expect(page).toHaveURL(/\/travel-gear-store$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the home hero asks for the size its screen shows: an upright cut on a phone", async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("modalShown", "true"));
  await page.goto("/");
  const first = page.getByRole("group", { name: "1 of 3" }).locator("img");
  await expect(first).toHaveJSProperty("complete", true);
  const { src, shown } = await first.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    shown: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  // the file's own width (naturalWidth is scaled back by the srcset's descriptor)
  const fileWidth = Number(/-(\d+)\.webp$/.exec(src)?.[1]);
  if (isPhone(page)) {
    expect(src).toMatch(/hero-1-tall-\d+\.webp$/);
  } else {
    expect(src).not.toMatch(/tall/);
  }
  // sharp: at least as many pixels across as the slot shows on this screen (within one step)
  expect(fileWidth).toBeGreaterThanOrEqual(Math.min(shown, 1920) * 0.95);
  // the head names the first slide's picture for each kind of screen, the page's largest paint
  const preloads = page.locator('head link[rel="preload"][as="image"][media]');
  await expect(preloads).toHaveCount(2);
  await expect(preloads.first()).toHaveAttribute("imagesrcset", /hero-1-tall-540\.webp 540w/);
});

test.describe("the lead popup on a phone", () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), "the phone's rule; the 5 s of wider screens is in leads-popup.spec.ts");
  });

  async function openHome(page: Page) {
    await page.clock.install({ time: new Date("2026-03-01T04:30:00Z") });
    await page.clock.pauseAt(new Date("2026-03-01T04:30:01Z"));
    await page.goto("/");
    await waitForHydration(page);
    return page.getByRole("dialog", { name: "Plan Your Dream Vacation" });
  }

  test("waits 15 s for a visitor who does not scroll, and holds the carousel still", async ({ page }) => {
    const popup = await openHome(page);
    await page.clock.runFor(14_000);
    await expect(popup).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(popup).toBeVisible();
    const current = await page
      .getByRole("button", { name: /^Show slide/ })
      .evaluateAll((buttons) =>
        buttons.findIndex((button) => button.getAttribute("aria-current") === "true"),
      );
    await page.clock.runFor(12_000);
    await expect(page.getByRole("button", { name: `Show slide ${current + 1}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // a sheet along the bottom edge, the whole width of the screen (once it has slid up)
    await popup.evaluate((sheet) =>
      Promise.all(sheet.getAnimations().map((animation) => animation.finished)),
    );
    const box = (await popup.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(Math.round(box.width)).toBe(viewport.width);
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test("shows after 5 s to a visitor who has scrolled", async ({ page }) => {
    const popup = await openHome(page);
    await page.clock.runFor(2_000);
    await scrollTo(page, 400);
    await page.clock.runFor(2_000);
    await expect(popup).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(popup).toBeVisible();
  });
});

test("a form sent over the limit says how many minutes to wait", async ({ page, request }) => {
  const tour = await doubleSharingTour(request);
  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  // the limiter's own answer to a form sent with JavaScript (RATE_LIMITS is off for these tests)
  await page.route(/\/packages\/[^/]+\.data/, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 429,
          contentType: "application/json",
          headers: { "Retry-After": "2220" },
          body: JSON.stringify({
            success: false,
            message: "Too many requests from your network. Please try again in 37 minutes, or call us.",
          }),
        })
      : route.continue(),
  );
  await page
    .getByRole("complementary", { name: "Price and booking" })
    .getByRole("button", { name: "Book Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Rita Limit");
  await dialog.getByRole("textbox", { name: "Email" }).fill("rita.limit@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9876543210");
  await dialog.getByLabel("Travel Date").fill(inDays(60));
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Please slow down" })).toBeVisible();
  await expect(page.getByText("Please try again in 37 minutes")).toBeVisible();
  await expect(page.getByText("in a moment")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { addDays, formatTravelMonth, todayInIndia } from "../../app/lib/dates";
import { createBooking, expectNoAxeViolations, logInByApi } from "./admin-support";
import { TRIP_FIXTURE } from "./payments-fixture-data";
import { sentMail } from "./sent-mail";

type OutboxItem = { id: string; to: string; event: string; subject: string };
type OutboxDetail = OutboxItem & { text: string; html: string; headers: Record<string, string> };

/**
 * With TRIP_SCREENSHOTS=<folder>, each screen is also photographed at a phone's 390 px and a
 * desktop's 1280 px, full length, for a person to look at.
 */
const shots = process.env.TRIP_SCREENSHOTS;
async function snap(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function emailTo(page: Page, address: string, event: string): Promise<OutboxDetail> {
  const { data: list } = (await (await page.request.get("/api/emails?limit=200")).json()) as {
    data: OutboxItem[];
  };
  const found = list.find((email) => email.to === address && email.event === event);
  expect(found, `${event} to ${address}`).toBeDefined();
  return { ...found!, ...(await sentMail(found!.id)) };
}

const pathOf = (url: string) => new URL(url).pathname;

test("a traveller reviews the trip from the emailed link on a phone; an admin approves it; the package shows the badge", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the fixture's booking takes one review");
  test.slow();
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await logInByApi(admin);

  // the review request the day's run queued, with its signed link
  const request = await emailTo(admin, TRIP_FIXTURE.returned.email, "trip-review-request");
  expect(request.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const link = /Write your review: (\S+)/.exec(request.text)![1]!;

  await page.goto(pathOf(link));
  await expect(page.getByRole("heading", { level: 1, name: TRIP_FIXTURE.packageTitle })).toBeVisible();
  const month = formatTravelMonth(addDays(todayInIndia(), -8).slice(0, 7));
  await expect(page.getByText(`Verified traveller · ${month}`)).toBeVisible();
  await expect(page.getByLabel("Your name as it should appear")).toHaveValue(
    TRIP_FIXTURE.returned.customerName,
  );
  await expectNoAxeViolations(page);
  await snap(page, "review-form");

  // nothing chosen, nothing written: each field says what it needs, and the form keeps the name
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Please tell us about your trip")).toBeVisible();
  await expect(page.getByText("Rating must be a whole number from 1 to 5")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: "5 – Excellent" }).check();
  const comment = "Sela Pass under fresh snow, and a driver who knew every monastery on the way to Tawang.";
  await page.getByLabel("Your review").fill(comment);
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Thank you! Your review will appear on the package page")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "review-sent");

  // not on the site until an admin approves it
  const tours = (await (await page.request.get("/api/tours")).json()) as { id: string; title: string }[];
  const tour = tours.find((t) => t.title === TRIP_FIXTURE.packageTitle)!;
  await page.goto(`/packages/${tour.id}`);
  const reviews = page.getByRole("region", { name: "What Our Travelers Say" });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByText(comment)).toHaveCount(0);

  // the admin's moderation queue in the Feedback tab
  await admin.goto("/admin/feedback/moderation");
  await expect(
    admin.getByRole("navigation", { name: "Feedback" }).getByRole("link", { name: "Moderation" }),
  ).toHaveAttribute("aria-current", "page");
  const waiting = admin.getByRole("article", {
    name: `${TRIP_FIXTURE.returned.customerName} on ${TRIP_FIXTURE.packageTitle}`,
  });
  await expect(waiting).toContainText(comment);
  await expect(waiting).toContainText(`Verified traveller · ${month}`);
  await expectNoAxeViolations(admin);
  await snap(admin, "moderation-queue");
  await waiting
    .getByRole("button", { name: `Approve the review by ${TRIP_FIXTURE.returned.customerName}` })
    .click();
  await expect(admin.getByText("Review approved: it now shows on the package page")).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expectNoAxeViolations(admin);

  // the package page shows it, with the badge
  await page.reload();
  const shown = reviews.getByRole("listitem").filter({ hasText: comment });
  await expect(shown).toBeVisible();
  await expect(shown.getByText(`Verified traveller · ${month}`)).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await snap(page, "package-badge");
  await admin.context().close();
});

test("the briefing's one-click link asks first, then stops the trip emails", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the fixture's booking is stopped once");
  if (shots) test.setTimeout(120_000); // three emails photographed twice each
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await logInByApi(admin);
  const briefing = await emailTo(admin, TRIP_FIXTURE.briefed.email, "trip-briefing");
  const stop = /^<(.+)>$/.exec(briefing.headers["List-Unsubscribe"]!)![1]!;
  expect(briefing.text).toContain(`Stop these emails: ${stop}`);

  await page.goto(pathOf(stop));
  await expect(
    page.getByRole("heading", { name: `Stop trip emails for booking ${TRIP_FIXTURE.briefed.reference}?` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "stop-ask");
  await page.getByRole("button", { name: "Stop trip emails" }).click();
  await expect(
    page.getByText(
      `Done: we will send no more briefing or review emails for booking ${TRIP_FIXTURE.briefed.reference}.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "stop-done");

  if (shots) {
    // the emails as the admin's Emails screen previews them, and as a mail app shows them
    const booking = await createBooking(admin.request, {
      customer_name: "Calendar Demo",
      travel_date: addDays(todayInIndia(), 40),
    });
    const confirmation = (
      (await (await admin.request.get("/api/emails?limit=200")).json()) as { data: OutboxItem[] }
    ).data.find(
      (email) => email.event === "booking-confirmation" && email.subject.includes(booking.reference),
    )!;
    const request = await emailTo(admin, TRIP_FIXTURE.returned.email, "trip-review-request");
    for (const [name, email] of [
      ["email-briefing", briefing],
      ["email-review-request", request],
      ["email-confirmation", { id: confirmation.id }],
    ] as const) {
      await admin.goto(`/admin/emails?id=${email.id}`);
      await expect(admin.getByRole("dialog")).toBeVisible();
      await snap(admin, `${name}-admin`);
      const detail = (await (await admin.request.get(`/api/emails/${email.id}`)).json()) as OutboxDetail;
      await admin.setContent(detail.html);
      await snap(admin, name);
    }
  }
  await admin.context().close();
});

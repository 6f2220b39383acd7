import { expect, test, type Page } from "./fixtures";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { expectNoAxeViolations } from "./axe";
import { QUOTE_FIXTURE } from "./quotes-fixture-data";
import { sentMail } from "./sent-mail";

test.describe.configure({ timeout: 120_000 });

const { contact, agent } = QUOTE_FIXTURE;
/** Set to keep screenshots of each screen (docs, reviews): `SCREENSHOT_DIR=shots npx playwright test …` */
const shots = process.env.SCREENSHOT_DIR;
const snap = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** The link of the newest quote email to the contact, as the agent reads it in the outbox. */
async function quoteLinkFromOutbox(page: Page): Promise<string> {
  const { data: list } = (await (await page.request.get("/api/emails?limit=50")).json()) as {
    data: { id: string; to: string; event: string }[];
  };
  const mail = list.find((email) => email.to === contact.email && email.event === "quote-sent");
  expect(mail, "the quote email is in the outbox").toBeDefined();
  const { text } = await sentMail(mail!.id);
  const link = /https?:\/\/\S+\/quote\/[\w.-]+/.exec(text)?.[0];
  expect(link, "the email carries the quote's link").toBeDefined();
  return new URL(link!).pathname;
}

test("an agent composes and sends a quote; the traveller accepts it on a phone", async ({
  page,
  browser,
}) => {
  test.skip(
    test.info().project.name !== "desktop",
    "one run: the traveller's part uses a 390 px phone itself",
  );
  const login = await page.request.post("/api/auth/login", { data: agent });
  expect(login.status()).toBe(200);

  await page.goto(`/admin/contacts/${contact.id}`);
  const panel = page.getByRole("region", { name: "Quotes" });
  await expect(panel.getByText("No quotes yet.")).toBeVisible();
  await panel.getByRole("link", { name: "New quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New quote" })).toBeVisible();
  await expect(page.getByText(contact.email)).toBeVisible();
  await expectNoAxeViolations(page);

  // start from a package: its days fill the itinerary; then one more day, taken away again
  const packages = page.getByLabel("Start from a package");
  const firstPackage = await packages.locator("option").nth(1).getAttribute("value");
  await packages.selectOption(firstPackage!);
  await expect(page.getByLabel("Day 1 title")).not.toHaveValue("");
  const days = await page.getByLabel(/^Day \d+ title$/).count();
  await page.getByRole("button", { name: "Add a day" }).click();
  await page.getByLabel(`Day ${days + 1} title`).fill("A spare day in Kochi");
  await page.getByRole("button", { name: `Remove day ${days + 1}` }).click();
  await expect(page.getByLabel(/^Day \d+ title$/)).toHaveCount(days);

  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Kerala for the Rao family");
  await page.getByRole("textbox", { name: "Travellers", exact: true }).fill("2");
  await page.getByRole("textbox", { name: "Travel date", exact: true }).fill(addDays(todayInIndia(), 45));
  await page.getByRole("textbox", { name: "Valid until", exact: true }).fill(addDays(todayInIndia(), 10));
  await page.getByLabel("Price line 1", { exact: true }).fill("Package for 2 travellers");
  await page.getByLabel("Amount of line 1 (₹)").fill("58000");
  await page.getByRole("button", { name: "Add a price line" }).click();
  await page.getByLabel("Price line 2", { exact: true }).fill("Private cab upgrade");
  await page.getByLabel("Amount of line 2 (₹)").fill("6500");
  await page.getByRole("button", { name: "Add a price line" }).click();
  await page.getByLabel("Price line 3", { exact: true }).fill("Returning traveller discount");
  await page.getByLabel("Amount of line 3 (₹)").fill("-2000");
  await expect(page.getByText("Total: ₹62,500")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "quote-compose-1280");
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "quote-compose-390");
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.getByRole("button", { name: "Send to the traveller" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}\?done=sent$/);
  await expect(page.getByText("Sent: the traveller has the link")).toBeVisible();
  await expectNoAxeViolations(page);
  const quotePath = new URL(page.url()).pathname;

  await page.goto("/admin/quotes");
  await expect(page.getByRole("link", { name: /^Q-\d{4}-\d{4}$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // the traveller opens the emailed link on a 390 px phone
  const link = await quoteLinkFromOutbox(page);
  if (shots) {
    await page.goto(link);
    await snap(page, "quote-page-1280");
  }
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const traveller = await phone.newPage();
  await traveller.goto(link);
  await expect(traveller.getByRole("heading", { level: 1, name: "Kerala for the Rao family" })).toBeVisible();
  await expect(traveller.getByText("₹62,500").first()).toBeVisible();
  await expectNoAxeViolations(traveller);
  await snap(traveller, "quote-page-390");

  const accept = traveller.getByRole("region", { name: "Accept this quote" });
  await expect(accept.getByLabel("Full name")).toHaveValue(contact.name);
  await accept.getByLabel("Phone").fill("98123 00042");
  await accept.getByRole("button", { name: "Accept and book" }).click();
  await expect(traveller.getByRole("heading", { name: "Thank you! Your booking is made" })).toBeVisible();
  const reference = (await traveller.getByText(/^SF-[A-Z0-9]{6}$/).textContent())!;
  await expectNoAxeViolations(traveller);
  await snap(traveller, "quote-accepted-390");
  await traveller.getByRole("link", { name: "See your booking and payments" }).click();
  await expect(traveller.getByText(reference).first()).toBeVisible();
  await phone.close();

  await page.goto(quotePath);
  await expect(page.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "The booking" })).toBeVisible();
  // the contact page lists the quote, accepted, and the timeline says so
  await page.goto(`/admin/contacts/${contact.id}`);
  await expect(
    page.getByRole("region", { name: "Quotes" }).getByText("Accepted", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Quote Q-\d{4}-\d{4} accepted$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, logInByApi, unique } from "./admin-support";

test.describe.configure({ timeout: 300_000 });

/** Where each run leaves its screenshots to look at (390 px phone, 1280 px desktop). */
const shot = (name: string, project: string) => `test-results/privacy/${name}-${project}.png`;

/** The phone project's screens at 390 px, the narrowest common phone width. */
test.beforeEach(async ({ page }, info) => {
  if (info.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

/** Issue 40: the privacy notice in both languages, the grievance officer and the staff queues. */
test("the privacy notice reads in English and Hindi, and each links the other", async ({ page }, info) => {
  await page.goto("/privacy-notice");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  await expect(page.getByText(/^Version \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await expect(page.getByRole("heading", { name: "4. How long we keep it" })).toBeVisible();
  await expect(page.getByText(/deleted 24 months after you sent it/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shot("notice-en", info.project.name), fullPage: true });

  await page.getByRole("link", { name: "यह सूचना हिन्दी में पढ़ें" }).click();
  await expect(page).toHaveURL(/\/hi\/privacy-notice$/);
  await expect(page.getByRole("heading", { level: 1, name: "गोपनीयता सूचना" })).toBeVisible();
  await expect(page.locator('[lang="hi"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shot("notice-hi", info.project.name), fullPage: true });
  await expect(page.getByRole("link", { name: "Read this notice in English" })).toHaveAttribute(
    "href",
    "/privacy-notice",
  );
});

test("the footer and the contact page lead to the grievance officer, whose form registers a complaint", async ({
  page,
}, info) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: "Write to our grievance officer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Grievance officer" })).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Grievance Officer" }),
  ).toHaveAttribute("href", "/grievance");
  await expectNoAxeViolations(page);

  const form = page.getByRole("region", { name: "Make a complaint" });
  await form.getByRole("button", { name: "Send complaint" }).click();
  await expect(form.getByText("Please tell us what went wrong")).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel("Your name").fill("Nisha Rao");
  await form.getByLabel("Email address").fill(`${unique("grievance-")}@example.com`);
  await form.getByLabel("Your complaint").fill("The hotel in Leh was not the one on the itinerary.");
  await form.getByRole("button", { name: "Send complaint" }).click();
  await expect(form.getByRole("status")).toContainText(/Your ticket: GR-[2-9A-HJ-NP-Z]{6}/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shot("grievance", info.project.name), fullPage: true });

  await page.goto("/privacy-request");
  await expect(
    page.getByRole("heading", { level: 1, name: "A copy, a correction or erasure" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("What are you asking for?").selectOption("erasure");
  await page.getByLabel("Your name").fill("Nisha Rao");
  await page.getByLabel("Email address you used with us").fill(`${unique("rights-")}@example.com`);
  await page.getByRole("button", { name: "Send request" }).click();
  // the form's own status (the footer's "Get travel deals" button has one too)
  await expect(page.getByRole("region", { name: "Make a request" }).getByRole("status")).toContainText(
    /Your reference: PR-[2-9A-HJ-NP-Z]{6}/,
  );
  await expectNoAxeViolations(page);
});

test("staff see the requests, complaints, consents and breach log with their deadlines", async ({
  page,
}, info) => {
  const email = `${unique("queue-")}@example.com`;
  const complaint = await page.request.post("/api/complaints", {
    data: { name: "Arjun Das", email, message: "My refund has not arrived." },
  });
  expect(complaint.status()).toBe(201);
  const { ticket } = (await complaint.json()) as { ticket: string };
  await page.request.post("/api/contact", { data: { email, source: "newsletter" } });
  await logInByApi(page);

  await page.goto("/admin/people/complaints");
  await expect(page.getByRole("heading", { level: 1, name: "Complaints" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: ticket });
  await expect(card.getByText(/days left/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shot("admin-complaints", info.project.name), fullPage: true });
  await card.getByLabel("Resolution (emailed to the customer)").fill("Refunded on 28 November, UTR 1234.");
  await card.getByRole("button", { name: `Resolve ${ticket}` }).click();
  await expect(page.getByRole("status")).toHaveText("Resolution recorded and emailed to the customer");
  await expect(
    page.getByRole("listitem").filter({ hasText: ticket }).getByText("Resolved", { exact: true }),
  ).toBeVisible();

  await page
    .getByRole("navigation", { name: "Personal data" })
    .getByRole("link", { name: "Requests" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Personal data requests" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/admin/people/consents?contact=${encodeURIComponent(email)}`);
  await expect(page.getByRole("cell", { name: "Marketing" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shot("admin-consents", info.project.name), fullPage: true });

  await page.goto("/admin/people/breaches");
  await page.getByLabel("What happened").fill("A booking export was emailed to the wrong address.");
  await page.getByLabel("Found at (India time)").fill("2026-11-28T09:30");
  await page.getByLabel("Whose data it touched").fill(`Travellers of one booking (${unique("b")})`);
  await page.getByRole("button", { name: "Record breach" }).click();
  await expect(page.getByRole("status")).toHaveText("Breach recorded");
  await expect(page.getByText(/Board report (due in \d+ h|\d+ h late)/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shot("admin-breaches", info.project.name), fullPage: true });
});

import { expect, test } from "./fixtures";
import { ADMIN, expectNoAxeViolations, logInByApi, unique } from "./admin-support";

// axe on five screens and a dialog: give them room on a busy machine
test.describe.configure({ timeout: 120_000 });

/** Today in India, as the follow-up field takes it. */
const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

test("a popup lead becomes a contact that staff move from new to contacted, with a note and a follow-up", async ({
  page,
}, testInfo) => {
  const name = unique("Popup Lead ");
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const lead = await page.request.post("/api/contact", {
    data: {
      name,
      phone: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      destination: "Kerala",
      source: "popup",
    },
  });
  expect(lead.status()).toBe(201);
  const shot = async (file: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`${file}-${width}.png`), fullPage: true });
    }
  };

  await logInByApi(page);
  await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("contacts-list");
  await page.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Timeline" }).getByText("Enquiry (Plan Your Dream Vacation popup)"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const pipeline = page.getByRole("region", { name: "Pipeline" });
  await pipeline.getByLabel("Stage").selectOption("lost");
  await expect(pipeline.getByLabel("Why was it lost?")).toBeVisible();
  await pipeline.getByLabel("Stage").selectOption("contacted");
  await pipeline.getByLabel("Owner").selectOption(ADMIN.id);
  await pipeline.getByLabel("Next follow-up").fill(todayInIndia());
  await pipeline.getByRole("button", { name: "Save" }).click();
  await expect(pipeline.getByText("Saved.")).toBeVisible();

  const note = page.getByRole("region", { name: "Add a note or a call" });
  await note.getByLabel("Call made").check();
  await note.getByLabel("What happened").fill("Called: wants the backwaters in January");
  await note.getByRole("button", { name: "Add to timeline" }).click();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("Called: wants the backwaters in January")).toBeVisible();
  await expect(timeline.getByText("Stage: New → Contacted")).toBeVisible();
  await expect(timeline.getByText(`Owner: nobody → ${ADMIN.id}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" }).getByText("Contacted")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("contact-page");

  await page.getByRole("button", { name: "Merge into another contact…" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge this contact" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Find the other contact").fill("zzzz-nobody");
  await expect(dialog.getByText("No other contact found.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("contact-merge-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/admin/contacts?view=board");
  await expect(
    page.getByRole("region", { name: /^Contacted/ }).getByRole("link", { name: new RegExp(name) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("contacts-board");

  await page.goto("/admin/contacts/sources");
  await expect(page.getByRole("heading", { level: 1, name: "Where leads come from" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("lead-sources");

  await page.goto("/admin");
  await expect(
    page.getByRole("region", { name: "Your follow-ups due today" }).getByRole("link", { name }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "All follow-ups due today" }).getByRole("link", { name }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "New leads not yet contacted" }).getByRole("link", { name }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot("overview");
});

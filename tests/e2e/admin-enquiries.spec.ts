import { expect, test } from "./fixtures";
import {
  createEnquiry,
  downloadText,
  expectNoAxeViolations,
  logInByApi,
  parseCsv,
  unique,
} from "./admin-support";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await logInByApi(page);
});

test("23 enquiries page by ten, newest first, with at most five page buttons", async ({ page, request }) => {
  const token = unique("paging");
  for (let n = 1; n <= 23; n++) {
    await createEnquiry(request, {
      name: `Lead ${String.fromCharCode(96 + n)} ${token}`, // a letter: names take no digits
      message: `About Kerala ${token}`,
    });
  }
  await page.goto(`/admin/enquiries?q=${token}`);
  await expect(page.getByText("Showing 1–10 of 23 enquiries")).toBeVisible();
  const names = page.getByRole("table").getByRole("row").filter({ hasText: token });
  await expect(names).toHaveCount(10);
  await expect(names.first()).toContainText(`Lead w ${token}`);
  const pages = page.getByRole("navigation", { name: "Enquiry pages" });
  await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(3);
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await pages.getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByText("Showing 21–23 of 23 enquiries")).toBeVisible();
  await expect(names).toHaveCount(3);
  await expect(names.last()).toContainText(`Lead a ${token}`);
  await page
    .getByRole("navigation", { name: "Enquiry pages" })
    .getByRole("link", { name: "Previous" })
    .click();
  await expect(page.getByText("Showing 11–20 of 23 enquiries")).toBeVisible();

  // the whole list has at least three pages now; never more than five numbered buttons
  await page.goto("/admin/enquiries");
  const all = page
    .getByRole("navigation", { name: "Enquiry pages" })
    .getByRole("link", { name: /^Page \d+$/ });
  expect(await all.count()).toBeGreaterThanOrEqual(3);
  expect(await all.count()).toBeLessThanOrEqual(5);
});

test("a lead's row opens on every field and its source; source filter and the empty state", async ({
  page,
  request,
}) => {
  const token = unique("fields");
  await createEnquiry(request, {
    name: `Asha ${token}`,
    email: "asha@example.com",
    subject: "Custom Trip Planning",
    message: `Honeymoon in Andaman ${token}`,
  });
  await page.goto(`/admin/enquiries?q=${token}`);
  await page.getByRole("button", { name: `Details of the enquiry from Asha ${token}` }).click();
  const details = page.getByRole("definition");
  for (const text of [
    "Contact form",
    `Asha ${token}`,
    "asha@example.com",
    "98765 43210", // grouped for reading (issue 24)
    "Custom Trip Planning",
    `Honeymoon in Andaman ${token}`,
  ]) {
    await expect(details.filter({ hasText: text }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel("Source").selectOption("website");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/source=website/);
  await expect(page.getByText("Showing 1–1 of 1 enquiries")).toBeVisible();
  await page.getByLabel("Source").selectOption("chatbot");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No contact inquiries found.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the CSV export holds exactly the filtered enquiries, with a formula-like lead neutralised", async ({
  page,
  request,
}) => {
  const token = unique("csve");
  await createEnquiry(request, {
    name: `-Evil ${token}`,
    subject: `=HYPERLINK("http://evil.example","${token}")`,
    message: `@SUM(1) ${token}`,
  });
  await createEnquiry(request, { name: `Plain ${token}`, message: `Hello ${token}` });

  await page.goto(`/admin/enquiries?q=${token}`);
  await expect(page.getByText("Showing 1–2 of 2 enquiries")).toBeVisible();
  const { text, filename } = await downloadText(page, page.getByRole("link", { name: "Export CSV" }));
  expect(filename).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([
    "Received (India time)",
    "Source",
    "Name",
    "Email",
    "Phone",
    "Destination",
    "Subject",
    "Message",
  ]);
  expect(rows).toHaveLength(2);
  expect(rows[0]![2]).toBe(`Plain ${token}`);
  expect(rows[1]![1]).toBe("Contact form");
  expect(rows[1]![2]).toBe(`'-Evil ${token}`);
  expect(rows[1]![6]).toBe(`'=HYPERLINK("http://evil.example","${token}")`);
  expect(rows[1]![7]).toBe(`'@SUM(1) ${token}`);
});

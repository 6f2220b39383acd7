import { expect, test } from "./fixtures";
import {
  createTourThroughApi,
  expectNoAxeViolations,
  logInAsAdmin,
  uniqueTitle,
} from "./admin-content-helpers";

type ReviewJson = { id: string; user_name: string; rating: number; comment: string };

test("feedback is behind the login", async ({ page }) => {
  for (const path of ["/admin/feedback", "/admin/feedback/create", "/admin/feedback/delete"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  }
});

test("a review created here shows for its package, and is gone after deletion", async ({ page }) => {
  test.slow();
  await logInAsAdmin(page);
  const title = uniqueTitle("Review Target Trek");
  const tour = await createTourThroughApi(page.request, title);
  const reviewer = uniqueTitle("Kavya");

  await page.goto("/admin/feedback");
  await expect(page).toHaveURL(/\/admin\/feedback\/create$/);
  await expect(page.getByRole("heading", { level: 1, name: "Feedback" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Feedback" }).getByRole("link", { name: "Create Review" }),
  ).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  // every field is required; what was typed stays
  await page.getByLabel("Reviewer's name").fill(reviewer);
  await page.getByRole("button", { name: "Create Review" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Reviewer's name")).toHaveValue(reviewer);
  await expect(page.getByText("Please choose a tour package")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Tour package").selectOption({ label: title });
  await page.getByLabel("Rating").selectOption("4");
  await page.getByLabel("Comment").fill("Frozen waterfalls and the kindest guides.");
  await page.getByRole("button", { name: "Create Review" }).click();
  await expect(page.getByRole("status")).toHaveText(`Review added to “${title}”.`);

  const listed = async () =>
    (await (await page.request.get(`/api/reviews?package_id=${tour.id}`)).json()) as ReviewJson[];
  expect(await listed()).toEqual([
    expect.objectContaining({
      user_name: reviewer,
      rating: 4,
      comment: "Frozen waterfalls and the kindest guides.",
    }),
  ]);

  await page.getByRole("link", { name: "Delete Review" }).click();
  await page.getByLabel("Search by package or reviewer").fill(reviewer);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText(title);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Delete the review by ${reviewer} of ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this review?" });
  await expect(dialog).toContainText(reviewer);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete review" }).click();
  await expect(page.getByRole("status")).toHaveText("Review deleted.");
  expect(await listed()).toEqual([]);
});

import { expect, test, type Page } from "./fixtures";
import { generate } from "otplib";
import { expectNoAxeViolations } from "./admin-support";
import { SECOND_FACTOR_ADMINS } from "./payments-fixture-data";

// several round trips and axe per step: room on a busy machine
test.describe.configure({ timeout: 120_000 });

async function logIn(page: Page, admin: { id: string; password: string }, next = "/admin") {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("ID").fill(admin.id);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Scans the QR code as an app would (its otpauth:// address), types the app's code; returns the recovery codes. */
async function enrol(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);
  const uri = await page
    .getByRole("link", { name: "Open in an authenticator app on this device" })
    .getAttribute("href");
  const secret = new URL(uri!).searchParams.get("secret")!;
  await page.getByLabel("6-digit code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  await page.getByLabel("6-digit code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expectNoAxeViolations(page);
  return codes.allTextContents();
}

// The admins it enrols keep their second factor, so it runs once (desktop), not once per device.
test("an owner requires a second factor of every admin; a new admin's first login enrols it", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "enrols the fixture's admins once");
  const { owner, newcomer } = SECOND_FACTOR_ADMINS;

  await logIn(page, owner);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText("Turn on two-step sign-in for your own account first")).toBeVisible();
  await expectNoAxeViolations(page);
  const recoveryCodes = await enrol(page);
  await page.getByRole("button", { name: "Require two-step sign-in for every admin" }).click();
  await expect(page.getByText("Every admin must now use two-step sign-in.")).toBeVisible();

  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    await logIn(fresh, newcomer, "/admin/bookings");
    await expect(fresh).toHaveURL(/\/admin\/account\?next=%2Fadmin%2Fbookings$/);
    await expect(fresh.getByText("The agency requires two-step sign-in of every admin.")).toBeVisible();
    await expectNoAxeViolations(fresh);
    await fresh.goto("/admin/enquiries");
    await expect(fresh).toHaveURL(/\/admin\/account\?next=%2Fadmin%2Fenquiries$/);
    await enrol(fresh);
    await fresh.getByRole("link", { name: "Continue to the admin" }).click();
    await expect(fresh).toHaveURL(/\/admin\/enquiries$/);
    await expect(fresh.getByRole("heading", { level: 1, name: "Enquiry" })).toBeVisible();
    await context.close();
  } finally {
    // the rule goes off again (password and a recovery code), so the other specs log in as before
    await page.goto("/admin/account");
    const policy = page.getByRole("region", { name: "Every admin" });
    await policy.getByLabel("Your password").fill(owner.password);
    await policy.getByLabel("Code from your authenticator app, or a recovery code").fill(recoveryCodes[0]!);
    await policy.getByRole("button", { name: "Stop requiring it" }).click();
    await expect(page.getByText("Two-step sign-in is no longer required of every admin.")).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

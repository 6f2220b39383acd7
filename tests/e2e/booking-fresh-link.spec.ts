import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { OVERDUE_FIXTURE } from "./payments-fixture-data";

test("a traveller asks /booking for a fresh link: the same answer whether or not the two match", async ({
  page,
}) => {
  const answer =
    "If that reference and email or phone match a booking, a fresh link is on its way to the email address it was booked with.";
  await page.goto("/booking");
  await page.getByLabel("Booking reference").fill(OVERDUE_FIXTURE.reference);
  await page.getByLabel("Email or phone number").fill("someone.else@example.com");
  await page.getByRole("button", { name: "Email me a fresh link" }).click();
  await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Email or phone number").fill("overdue-demo@example.com");
  await page.getByRole("button", { name: "Email me a fresh link" }).click();
  await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();
  // the typed values stay, so "Find my booking" works at once
  await page.getByRole("button", { name: "Find my booking" }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\./);
  await expect(page.getByText(OVERDUE_FIXTURE.reference).first()).toBeVisible();
});

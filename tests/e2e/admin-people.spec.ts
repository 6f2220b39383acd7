import { expect, test } from "./fixtures";
import { createBooking, createEnquiry, expectNoAxeViolations, logInByApi, unique } from "./admin-support";

test.describe.configure({ timeout: 90_000 });

/** Issue 22 (DPDP Act 2023): the owner downloads or erases one person's data from the admin area. */
test("the Personal data screen downloads everything held about a person, then erases it", async ({
  page,
}) => {
  const email = `${unique("dpdp-")}@example.com`;
  const booking = await createBooking(page.request, { customer_name: "Kavya Rao", customer_email: email });
  await createEnquiry(page.request, { name: "Kavya Rao", email, message: "Any room in May?" });
  await logInByApi(page);

  await page.goto("/admin/people");
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
  await expectNoAxeViolations(page);

  const exportSection = page.getByRole("region", { name: "Download everything held" });
  await exportSection.getByLabel("Email or phone").fill(email);
  const downloading = page.waitForEvent("download");
  await exportSection.getByRole("button", { name: "Download JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("personal-data.json");
  const held = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  );
  expect(held.bookings.map((b: { reference: string }) => b.reference)).toEqual([booking.reference]);
  expect(held.enquiries).toHaveLength(1);

  const erase = page.getByRole("region", { name: "Erase a person" });
  await erase.getByLabel("Email or phone").fill(email);
  await erase.getByRole("button", { name: "Erase" }).click();
  await expect(erase.getByText("Tick the box to confirm the erasure")).toBeVisible();
  await expectNoAxeViolations(page);
  await erase.getByLabel("I understand the erasure cannot be undone").check();
  await erase.getByRole("button", { name: "Erase" }).click();
  await expect(erase.getByRole("status")).toHaveText(
    /^Erased: 1 enquiries and 0 waitlist entries deleted; 1 bookings and 0 orders kept without the person; \d+ emails emptied\.$/,
  );
  await expectNoAxeViolations(page);
});

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, logInByApi, unique } from "./admin-support";

test.describe.configure({ timeout: 120_000 });

test("the owner invites an agent, who sets a password by the link and works without the owner's tabs", async ({
  page,
  browser,
}) => {
  const id = unique("agent.");
  await logInByApi(page);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectNoAxeViolations(page);

  const invite = page.getByRole("region", { name: "Invite a member of staff" });
  await invite.getByLabel("Login ID").fill(id);
  await invite.getByLabel("Email").fill("not-an-email");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText("Enter a valid email address")).toBeVisible();
  await invite.getByLabel("Email").fill(`${id}@example.com`);
  await invite.getByLabel("Role").selectOption("agent");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText(`${id} is invited as agent`)).toBeVisible();
  await expectNoAxeViolations(page);
  const link = (await invite.getByText(/\/admin\/invite\//).textContent())!
    .replace("Invitation link: ", "")
    .trim();

  const context = await browser.newContext();
  const agent = await context.newPage();
  await agent.goto(new URL(link).pathname);
  await expect(agent.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expectNoAxeViolations(agent);
  await agent.getByLabel("New password").fill("an agent's long passphrase");
  await agent.getByLabel("Confirm password").fill("an agent's long passphrase");
  await agent.getByRole("button", { name: "Set password" }).click();
  await agent.getByRole("link", { name: "Go to login" }).click();
  await agent.getByLabel("ID").fill(id);
  await agent.getByLabel("Password").fill("an agent's long passphrase");
  await agent.getByRole("button", { name: "Log in" }).click();
  await expect(agent.getByText(`Signed in as ${id}`)).toBeVisible();
  await expect(
    agent.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" }),
  ).toHaveCount(0);
  const refused = await agent.goto("/admin/staff");
  expect(refused?.status()).toBe(403);
  await context.close();

  // the owner disables the account: the agent's row says so
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: `Disable ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${id} is disabled` })).toBeVisible();
});

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, logInByApi, unique } from "./admin-support";

test.describe.configure({ timeout: 90_000 });

/**
 * Issue 38, major 9: an agent (ADR 038) is offered only an agent's work, and a page an agent may
 * not open says so (403) inside the admin shell, with axe on both screens.
 */
test("an agent sees an agent's sidebar and a plain refusal for Pricing", async ({ page, browser }, info) => {
  await logInByApi(page);
  const id = unique("agent.").toLowerCase();
  const invited = await page.request.post("/api/staff", {
    data: { id, email: `${id}@example.com`, role: "agent" },
  });
  expect(invited.status()).toBe(201);
  const { invite_url: inviteUrl } = (await invited.json()) as { invite_url: string };

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const agent = await context.newPage();
  await agent.goto(new URL(inviteUrl).pathname);
  // the label's text ends in the required field's "*" (hidden from its accessible name): not exact
  await agent.getByLabel("New password").fill("a long enough passphrase");
  await agent.getByLabel("Confirm password").fill("a long enough passphrase");
  await agent.getByRole("button", { name: "Set password" }).click();
  await expect(agent.getByText("Your password is set.")).toBeVisible();
  const login = await agent.request.post("/api/auth/login", {
    data: { id, password: "a long enough passphrase" },
  });
  expect(login.status()).toBe(200);

  await agent.goto("/admin/bookings");
  await expect(agent.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  const menu = agent.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  const nav = agent.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Bookings" })).toBeVisible();
  for (const hidden of ["Pricing", "Personal data", "Settings", "Staff", "Feedback", "Notifications"]) {
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  await expect(agent.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await expectNoAxeViolations(agent);
  await agent.screenshot({ path: info.outputPath(`agent-bookings-${info.project.name}.png`) });

  await agent.goto("/admin/pricing");
  await expect(agent.getByRole("alert")).toContainText(
    "Your role (agent) cannot change prices, offers or promo codes.",
  );
  await expect(agent.getByText("Something went wrong")).toHaveCount(0);
  await expectNoAxeViolations(agent);
  await agent.screenshot({ path: info.outputPath(`agent-refused-${info.project.name}.png`) });
  await context.close();
});

import { expect, test } from "./fixtures";

/**
 * The Content-Security-Policy holds in the browser: every page hydrates with no violation
 * reported, and an injected inline script is blocked.
 */
const PAGES = [
  "/",
  "/packages",
  "/contact",
  "/travel-gear-store",
  "/offers",
  "/faq",
  "/admin/login",
  "/no-such-page",
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

for (const path of PAGES) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content.Security.Policy/i.test(message.text())) {
        consoleErrors.push(message.text());
      }
    });
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await page.waitForLoadState("networkidle");
    // hydrated: React Router's client has taken over the page
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("an injected inline script is blocked", async ({ page }) => {
  await page.goto("/");
  const ran = await page.evaluate(async () => {
    const refused = new Promise((resolve) =>
      document.addEventListener("securitypolicyviolation", resolve, { once: true }),
    );
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    await refused;
    return "injected" in window;
  });
  expect(ran).toBe(false);
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations.some((line) => line.startsWith("script-src"))).toBe(true);
});

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Zero axe violations of any impact on what the page shows now. The first-load splash (once per
 * browser session) fades over the page for 1.5 s: wait for it, or axe judges contrast against it.
 * `configure` narrows the check (include, exclude) where a spec needs to.
 */
export async function expectNoAxeViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<void> {
  const splash = page.locator("#splash");
  if (await splash.count()) await expect(splash).toBeHidden({ timeout: 10_000 });
  expect((await configure(new AxeBuilder({ page })).analyze()).violations).toEqual([]);
}

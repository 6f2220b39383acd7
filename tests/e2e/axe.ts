import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Zero axe violations of any impact on what the page shows now. The first-load splash (once per
 * browser session) fades over the page for 1.5 s: wait for it, or axe judges contrast against it.
 * Content still unfolding (`aria-busy`, finite animations and transitions) would be judged at a
 * passing opacity, so it is let finish first. `configure` narrows the check (include, exclude) where a spec needs to.
 */
export async function expectNoAxeViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<void> {
  const splash = page.locator("#splash");
  if (await splash.count()) await expect(splash).toBeHidden({ timeout: 10_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect((await configure(new AxeBuilder({ page })).analyze()).violations).toEqual([]);
}

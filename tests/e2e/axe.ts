import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./fixtures";

/** Transitions and animations jump to their end while axe looks: it judges the page at rest. */
const AT_REST =
  "*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important}";

/**
 * Zero axe violations of any impact on what the page shows now. The first-load splash (once per
 * browser session) fades over the page for 1.5 s: wait for it, or axe judges contrast against it.
 * Content still unfolding (`aria-busy`, finite animations and transitions) would be judged at a
 * passing opacity, so it is let finish first; fades under way (the home carousel changes slides
 * every 5 s with a 1 s fade, which a slow run of axe can overlap) are ended while axe looks.
 * `configure` narrows the check (include, exclude) where a spec needs to.
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
  const atRest = await page.addStyleTag({ content: AT_REST });
  try {
    expect((await configure(new AxeBuilder({ page })).analyze()).violations).toEqual([]);
  } finally {
    await atRest.evaluate((style) => (style as HTMLStyleElement).remove()).catch(() => {});
    // axe finishes its run in a page of its own: bring this one back to the front, or it stays a
    // background tab, where animation frames (which clicks wait for) stop
    await page.bringToFront();
  }
}

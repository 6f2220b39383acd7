/**
 * `npx tsx scripts/screenshots.ts <base-url> [path...]`: full-page screenshots of each path at
 * phone (390 px) and desktop (1280 px) widths into ./test-results/screenshots, for looking at
 * what we built. Uses Debian's Chromium (CHROMIUM_PATH to override).
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = "test-results/screenshots";
const sizes = [
  { name: "phone", width: 390, height: 844, mobile: true },
  { name: "desktop", width: 1280, height: 800, mobile: false },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const size of sizes) {
    const page = await browser.newPage({
      viewport: { width: size.width, height: size.height },
      isMobile: size.mobile,
      hasTouch: size.mobile,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const file = `${outDir}/${path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${size.name}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}

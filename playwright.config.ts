import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Each worker has a server and an embedded database of its own (port PORT + n, data in
 * .e2e-data/n), so spec files run side by side without seeing each other's rows. The config is read
 * again in every worker process, where Playwright sets TEST_PARALLEL_INDEX (ADR 060).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The visitor specs about what a phone shows and does; the rest run at desktop size only. */
const PHONE_SPECS = [
  "booking-page",
  "home",
  "leads-chat",
  "leads-contact",
  "leads-newsletter",
  "leads-popup",
  "pages-content",
  "shop-catalogue",
  "shop-checkout",
  "site-departures",
  "site-home",
  "site-layout",
  "site-package-detail",
  "site-packages",
  "site-visitor-phone",
  "travellers",
];

/** End-to-end tests drive Debian's Chromium against the built app on fresh embedded databases. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // staff screens are tested at desktop size (their specs check phone widths where it matters)
    {
      name: "phone",
      testMatch: new RegExp(`/(${PHONE_SPECS.join("|")})\\.spec\\.ts$`),
      use: { ...devices["Pixel 7"], browserName: "chromium" },
    },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: "node tests/e2e/start-server.mjs",
    url: `http://127.0.0.1:${PORT + index}/api/tours/featured`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT + index), E2E_DATA_DIR: `.e2e-data/${index}` },
  })),
});

// Starts the built app for end-to-end tests on a brand-new embedded database with demo content.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

// each Playwright worker's server has its own (playwright.config.ts)
const dataDir = process.env.E2E_DATA_DIR ?? ".e2e-data";
rmSync(dataDir, { recursive: true, force: true });
// a booking the API cannot make (dated days ago), for the admin's overdue list, and the admins
// (the ADMIN_ID admin below among them: ensureFirstAdmin finds it there)
execFileSync("npx", ["tsx", "tests/e2e/overdue-fixture.ts", dataDir], { stdio: "inherit" });
// the demo content and two bookings whose trip messages (briefing, review request) are due today
execFileSync("npx", ["tsx", "tests/e2e/trip-messages-fixture.ts", dataDir], { stdio: "inherit" });
// the compiled server, as `npm run serve` runs it; the TypeScript source when only the app was built
const buildDir = process.env.BUILD_DIR ?? "build";
const compiled = `${buildDir}/server/main.js`;
const [command, args] = existsSync(compiled) ? ["node", [compiled]] : ["npx", ["tsx", "server/main.ts"]];
const child = spawn(command, args, {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${process.env.PORT}`,
    LOG_LEVEL: "error",
    ADMIN_ID: "e2e-admin",
    ADMIN_PASSWORD: "e2e-admin-password",
    // every spec posts from 127.0.0.1; the limits have their own API tests (tests/api/rate-limit-*)
    RATE_LIMITS: "false",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));

// `npm test`: type check, lint, format check, dead-export check, the API document's lint (Spectral),
// unit + integration tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), then end-to-end tests in Chromium. Ends with one totals line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const reportDir = "test-results/reports";
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} failed`);
  }
}

check("type check", "npx", ["react-router", "typegen"]);
check("tsc", "npx", ["tsc", "--noEmit"]);
check("lint", "npx", ["eslint", "--max-warnings=0", "."]);
check("format", "npx", ["prettier", "--check", "--log-level=warn", "."]);
check("API document (Spectral, spectral:oas)", "npx", ["tsx", "scripts/lint-openapi.ts"]);
check("dead exports", "node", ["scripts/dead-exports.mjs"]);

// NODE_ENV=production, or the browser gets the development build of React (about 60 KB more gzipped)
const built =
  run("build", "npx", ["react-router", "build"], { NODE_ENV: "production" }) &&
  run("server build", "node", ["scripts/build-server.mjs"]);
if (!built) {
  failed += 1;
} else {
  run(
    "unit and integration tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportDir}/vitest.json`],
    { TEST_BUILD_READY: "1" },
  );
  const vitest = readJson(`${reportDir}/vitest.json`);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
    if (!vitest.success && vitest.numFailedTests === 0) failed += 1;
  } else failed += 1;

  run("end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json`,
  });
  const playwright = readJson(`${reportDir}/playwright.json`);
  if (playwright) {
    passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
    failed += playwright.stats.unexpected;
    if (playwright.errors?.length) failed += playwright.errors.length;
  } else failed += 1;
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

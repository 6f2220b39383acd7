/**
 * `npm run lighthouse`: Lighthouse (mobile) on the public pages of the production build (build
 * first: `npm run build`). Starts the built server on a fresh embedded database with the demo
 * content, runs Lighthouse 12 with Debian's Chromium on every public template (home, /packages, a
 * package page, a destination page, the gear store, offers and the booking page), and prints the
 * four category scores against the budgets of issue 24 (100 in every category), with what cost
 * points.
 *
 * LIGHTHOUSE_URL=http://host:port measures a running server instead; LIGHTHOUSE_RUNS=n runs each
 * page n times and keeps the run with the median performance score (the machine is shared, and
 * performance moves with its load); LIGHTHOUSE_PAGES=home,offers measures only those pages (by
 * name, spaces as dashes); CHROME_PATH picks another browser. A benchmark, not a test:
 * it exits non-zero only when Lighthouse itself fails.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_FLAGS } from "./chromium-flags";
import { freePort, waitFor } from "./local-server";

const run = promisify(execFile);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const chromeFlags = ["--headless=new", ...CHROMIUM_FLAGS].join(" ");

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGET: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
};
type Report = {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

/**
 * Lighthouse 12 with Debian's Chromium 156 now and then fails to record the trace (NO_NAVSTART,
 * "Please run Lighthouse again"): such a run is run again, up to twice; other failures are not.
 */
async function lighthouse(url: string, attempt = 1): Promise<Report> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3 || !String((error as { stderr?: unknown }).stderr ?? "").includes("NO_NAVSTART"))
      throw error;
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url: string): Promise<Report> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-lighthouse-"));
  const output = path.join(outDir, "report.json");
  try {
    await run(
      process.execPath,
      [
        path.resolve("node_modules/lighthouse/cli/index.js"),
        url,
        "--form-factor=mobile",
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${chromeFlags}`,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(await readFile(output, "utf8")) as Report;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const score = (report: Report, category: Category) =>
  Math.round((report.categories[category].score ?? 0) * 100);

/** The audits that cost a category points, with what Lighthouse says about them. */
function losses(report: Report, category: Category): string[] {
  return report.categories[category].auditRefs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit &&
        (ref.weight > 0 || category !== "performance") &&
        audit.score !== null &&
        audit.score < 1 &&
        !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode),
    )
    .map(
      ({ audit }) =>
        `${audit!.id} (${Math.round(audit!.score! * 100)}${audit!.displayValue ? `, ${audit!.displayValue}` : ""})`,
    );
}

async function main() {
  let base = process.env.LIGHTHOUSE_URL;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  if (!base) {
    if (!existsSync("build/server/main.js"))
      throw new Error("no production build: run `npm run build` first");
    dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-lighthouse-data-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["build/server/main.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: base,
        LOG_LEVEL: "error",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
  }
  try {
    await waitFor(`${base}/api/tours/featured`, server);
    const [tour] = (await (await fetch(`${base}/api/tours/featured`)).json()) as { id: string }[];
    const wanted = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
    const pages = (
      [
        ["home", "/"],
        ["packages", "/packages"],
        ["package detail", `/packages/${tour?.id}`],
        ["destination", "/destinations/kerala"],
        ["gear store", "/travel-gear-store"],
        ["offers", "/offers"],
        ["booking page", "/booking"],
      ] as const
    ).filter(([name]) => !wanted || wanted.includes(name.replace(/ /g, "-")));
    // the first page load warms the server's caches, as a visitor's first request would not
    for (const [, page] of pages) await fetch(`${base}${page}`);

    const rows: Record<string, string | number>[] = [];
    const notes: string[] = [];
    for (const [name, page] of pages) {
      const reports: Report[] = [];
      for (let i = 0; i < runs; i++) reports.push(await lighthouse(`${base}${page}`));
      reports.sort((a, b) => score(a, "performance") - score(b, "performance"));
      const report = reports[Math.floor((reports.length - 1) / 2)]!;
      const row: Record<string, string | number> = { page: name };
      for (const category of CATEGORIES) {
        row[category] = score(report, category);
        const lost = losses(report, category);
        if (lost.length) notes.push(`${name} / ${category}: ${lost.join("; ")}`);
      }
      if (runs > 1) row["performance (all runs)"] = reports.map((r) => score(r, "performance")).join(" ");
      for (const metric of [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
      ]) {
        row[metric.replace(/-/g, " ")] = report.audits[metric]?.displayValue ?? "";
      }
      rows.push(row);
    }

    console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile, ${chromePath}`);
    console.table(rows);
    const misses = rows.flatMap((row) =>
      CATEGORIES.filter((c) => Number(row[c]) < TARGET[c]).map(
        (c) => `${row.page}: ${c} ${row[c]} < ${TARGET[c]}`,
      ),
    );
    console.log(misses.length ? `Below target:\n  ${misses.join("\n  ")}` : "Every page meets its targets.");
    if (notes.length) console.log(`What cost points:\n  ${notes.join("\n  ")}`);
  } finally {
    server?.kill("SIGTERM");
    if (server) await new Promise((r) => server.once("exit", r));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The uncached render of a package page alone (issue 13's "median under 15 ms"), for comparing
 * builds on a shared machine: `BENCH_BUILDS=build-base,build npx tsx scripts/bench-uncached.ts`
 * starts each production build on a fresh data dir, then takes turns between them
 * (BENCH_ROUNDS rounds of BENCH_SECONDS each, one connection, a bearer token so the response cache
 * never answers) and prints every run with the load average and the server's CPU time per
 * request (all its threads), then the median of each build's runs. It also checks that every build sends the same page (the CSP header included).
 * BENCH_NODE_ARGS adds Node flags to every build (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a
 * profile); `build@--flag` adds them to one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, serveNodeFlags, waitFor } from "./local-server";

const builds = (process.env.BENCH_BUILDS ?? "build").split(",").filter(Boolean);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const HEADERS = {
  "accept-encoding": "gzip, deflate, br",
  accept: "text/html,application/json",
  authorization: "Bearer bench-uncached",
};

type Server = { build: string; child: ChildProcess; base: string; dataDir: string; tourId: string };

/** "build-a@--flag@--other" runs build-a with extra Node flags (the same build twice, say). */
const buildOf = (label: string) => label.split("@")[0]!;
const flagsOf = (label: string) => label.split("@").slice(1);

async function start(label: string, from?: string): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-bench-uncached-"));
  if (from) await cp(from, dataDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [...serveNodeFlags(), ...nodeArgs, ...flagsOf(label), `${buildOf(label)}/server/main.js`],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        MALLOC_ARENA_MAX: "2",
        BUILD_DIR: buildOf(label),
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
        RATE_LIMITS: "false",
        ADMIN_ID: "",
        ADMIN_PASSWORD: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/tours/featured`, child);
  const [tour] = (await (await fetch(`${base}/api/tours/featured`)).json()) as { id: string }[];
  return { build: label, child, base, dataDir, tourId: tour!.id };
}

async function stop(server: Server, { keepData = false } = {}) {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
  }
  if (!keepData) await rm(server.dataDir, { recursive: true, force: true });
}

/** The page as a visitor's browser gets it: status, body and the headers that matter to it. */
async function page(server: Server): Promise<string> {
  const response = await fetch(`${server.base}/packages/${server.tourId}`, { headers: HEADERS });
  const headers = [
    "content-type",
    "content-encoding",
    "vary",
    "content-security-policy",
    "cache-control",
    "x-frame-options",
  ]
    .map((name) => `${name}: ${response.headers.get(name)}`)
    .join("\n");
  return `${response.status}\n${headers}\n${await response.text()}`;
}

function run(server: Server): Promise<autocannon.Result> {
  return autocannon({
    url: `${server.base}/packages/${server.tourId}`,
    connections: 1,
    duration: seconds,
    headers: HEADERS,
  });
}

/** CPU time the server has used so far (all its threads), in ms: steadier than latency on a busy machine. */
async function cpuMs(server: Server): Promise<number> {
  const stat = await readFile(`/proc/${server.child.pid}/stat`, "utf8");
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .slice(11, 13)
    .map(Number);
  return ((utime! + stime!) * 1000) / 100;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const servers: Server[] = [];
try {
  // one database prepared once and copied for each build, so every build must send the same page
  const first = await start(builds[0]!);
  await stop(first, { keepData: true });
  for (const build of builds) servers.push(await start(build, first.dataDir));
  await rm(first.dataDir, { recursive: true, force: true });
  const pages = await Promise.all(servers.map(page));
  for (const [i, text] of pages.entries()) {
    await writeFile(path.join(os.tmpdir(), `bench-uncached-page-${i}.txt`), text);
    console.log(
      `${builds[i]}: the page ${text === pages[0] ? "is the same" : "DIFFERS"} (${text.length} chars)`,
    );
  }
  // warm up: the first renders compile the code
  for (const server of servers) {
    await autocannon({ url: `${server.base}/packages/${server.tourId}`, amount: 200, headers: HEADERS });
  }
  const results = new Map<string, { p50: number[]; p99: number[]; rps: number[]; cpu: number[] }>(
    builds.map((build) => [build, { p50: [], p99: [], rps: [], cpu: [] }]),
  );
  for (let round = 1; round <= rounds; round++) {
    for (const server of servers) {
      const before = load();
      const cpuBefore = await cpuMs(server);
      const result = await run(server);
      const cpu = (await cpuMs(server)) - cpuBefore;
      const perRequest = Math.round((cpu / result.requests.total) * 100) / 100;
      const entry = results.get(server.build)!;
      entry.p50.push(result.latency.p50);
      entry.p99.push(result.latency.p99);
      entry.rps.push(result.requests.average);
      entry.cpu.push(perRequest);
      console.log(
        `round ${round} ${server.build}: median ${result.latency.p50} ms, mean ${result.latency.mean} ms, p99 ${result.latency.p99} ms, ` +
          `${result.requests.average} req/s, CPU ${perRequest} ms a request, non-2xx ${result.non2xx} (load ${before})`,
      );
    }
  }
  for (const [build, entry] of results) {
    console.log(
      `${build}: median of medians ${median(entry.p50)} ms [${entry.p50.join(" ")}], ` +
        `median p99 ${median(entry.p99)} ms [${entry.p99.join(" ")}], ` +
        `median CPU a request ${median(entry.cpu)} ms [${entry.cpu.join(" ")}]`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => stop(server)));
}

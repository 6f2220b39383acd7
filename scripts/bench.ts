/**
 * `npm run bench` (issues 13 and 39; a benchmark, never a timed test). In one run, with one load
 * generator (autocannon):
 * 1. the production build (`node build/server/main.js`, built first when missing) on a fresh
 *    data dir with the demo content: every public page and catalogue call rendered by the app
 *    itself (it keeps no answers), requests/s, p50 and p99 at 20 connections;
 * 2. nginx (deploy/nginx/nginx.conf.template, rendered as the README says) in front of it,
 *    answering from its cache, against nginx serving the very bytes it sent as static files;
 * 3. `POST /api/bookings` with distinct payloads, on PGlite and, when DATABASE_URL or
 *    TEST_DATABASE_URL is set, on a fresh database of that PostgreSQL server; the bookings stored
 *    are counted afterwards against the 201 answers;
 * 4. the app's resident memory after all of it.
 * BENCH_SECONDS (5) per run, BENCH_CONNECTIONS (50, for the nginx runs), BENCH_BOOKINGS (2000) per
 * database, timed after BENCH_BOOKINGS_WARM_UP (200) untimed ones;
 * BENCH_ONLY=uncached,cached,bookings (all three by default) runs some of the parts.
 * The app logs as deployed, one JSON line a request (LOG_LEVEL=info, to a file in its data dir);
 * BENCH_LOG_LEVEL=error measures it without request lines.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync } from "node:fs";
import http from "node:http";
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { like } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../db/client";
import * as schema from "../db/schema";
import { addDays, todayInIndia } from "../app/lib/dates";
import { NGINX, startNginx } from "../tests/setup/nginx";
import { freePort, waitFor } from "./local-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const bookingCount = Number(process.env.BENCH_BOOKINGS ?? 2000);
/** Bookings sent first and not timed, so the timed ones run on compiled code, as in production. */
const bookingWarmUp = Number(process.env.BENCH_BOOKINGS_WARM_UP ?? 200);
/** Request logging as deployed (one JSON line a request); `BENCH_LOG_LEVEL=error` measures without it. */
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const parts = new Set(
  (process.env.BENCH_ONLY ?? "uncached,cached,bookings").split(",").map((part) => part.trim()),
);
/** What a browser sends: both sides answer with the form a real visitor gets. */
const BROWSER = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/json" };

type Started = {
  child: ChildProcess;
  base: string;
  /** the process serving (npm's grandchild) */ pid?: number;
};

/**
 * The app as `npm run serve` starts it, with that script's memory settings and, as deployed, one
 * log line per request (LOG_LEVEL=info unless BENCH_LOG_LEVEL says otherwise), written to
 * `logFile` as a process manager would collect it.
 */
async function startApp(env: Record<string, string>, logFile: string): Promise<Started> {
  const port = await freePort();
  const log = openSync(logFile, "a");
  const child = spawn("npm", ["run", "--silent", "serve"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: logLevel,
      RATE_LIMITS: "false",
      ADMIN_ID: "",
      ADMIN_PASSWORD: "",
      ...env,
    },
    stdio: ["ignore", log, "inherit"],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/tours/featured`, child);
  return { child, base, pid: await serverPid(child.pid!) };
}

/** The node process running build/server/main.js among `root`'s descendants (npm, then sh). */
async function serverPid(root: number): Promise<number | undefined> {
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const argv = (await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).split("\0");
    if (/node$/.test(argv[0] ?? "") && argv.some((arg) => arg.endsWith("build/server/main.js"))) return pid;
    const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
    for (const task of tasks) {
      const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
      queue.push(...children.split(" ").filter(Boolean).map(Number));
    }
  }
  return undefined;
}

async function stop({ child, pid }: Started) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // the server itself stops cleanly on SIGTERM; npm then exits with it
  try {
    if (pid) process.kill(pid, "SIGTERM");
    else child.kill("SIGTERM");
  } catch {
    return; // already gone
  }
  await exited;
}

async function rssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
}

/** CPU time the process has used so far (user and system, all its threads), in ms; null off Linux. */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  // the fields after the command's closing parenthesis; utime and stime are the 12th and 13th,
  // in clock ticks of 10 ms (Linux's USER_HZ of 100)
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * 10 : null;
}

/**
 * nginx serving `answers` (path, headers, body as sent) as static files: the same bytes and
 * Content-Type and Content-Encoding nginx's cache sends, with nothing else to do.
 */
async function startStaticNginx(answers: Captured[]): Promise<Started & { dir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "safarnama-bench-static-"));
  // started by root, nginx's workers run as nobody: they must read the files
  await chmod(dir, 0o755);
  const port = await freePort();
  const locations: string[] = [];
  for (const [i, answer] of answers.entries()) {
    const file = path.join(dir, `answer-${i}`);
    await writeFile(file, answer.body);
    const encoding = answer.headers["content-encoding"];
    locations.push(
      // try_files, not alias: a path ending in "/" would otherwise ask for a directory's index
      `location = ${answer.path} { root ${dir}; try_files /${path.basename(file)} =404; default_type "${answer.headers["content-type"]}";` +
        (encoding ? ` add_header Content-Encoding ${encoding};` : "") +
        ` add_header Cache-Control "${answer.headers["cache-control"]}"; add_header ETag '${answer.headers.etag}'; }`,
    );
  }
  const conf = path.join(dir, "nginx.conf");
  await writeFile(
    conf,
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; daemon off;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/client-body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  keepalive_timeout 65s; etag off;
  server { listen 127.0.0.1:${port} reuseport; ${locations.join("\n")} }
}
`,
  );
  const child = spawn(NGINX, ["-c", conf, "-e", path.join(dir, "error.log")], { stdio: "inherit" });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + answers[0]!.path, child);
  return { child, base, pid: undefined, dir };
}

type Captured = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET with the bytes as sent (fetch would undo the Content-Encoding). */
function rawGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

/** Exactly what nginx's cache answers a browser for `target` (a hit: asked once first). */
async function capture(base: string, target: string): Promise<Captured> {
  await rawGet(base + target);
  const response = await rawGet(base + target);
  if (response.headers["x-cache-status"] !== "HIT")
    throw new Error(`${target} was not served from nginx's cache`);
  return { path: target, headers: response.headers, body: response.body };
}

type Measured = { rps: number; p50: number; p99: number; bad: number; cpuUs: number | null };

/**
 * autocannon against `url`; with `pid`, also the CPU time that process spent a request (µs), which
 * moves far less than the rate when other work shares the machine.
 */
async function load(url: string, options: Partial<autocannon.Options> = {}, pid?: number): Promise<Measured> {
  const cpuBefore = await cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER, ...options });
  const cpuAfter = await cpuMs(pid);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuUs:
      cpuBefore === null || cpuAfter === null
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total)),
  };
}

/**
 * Distinct bookings, each with its own traveller, sent `amount` times; references of the 201s,
 * and the CPU time the server (`pid`) spent a booking, which moves less with the machine's load
 * than the rate does.
 */
async function bookings(base: string, packageId: string, pid: number | undefined, amount = bookingCount) {
  const run = randomBytes(3).toString("hex");
  const travelDate = addDays(todayInIndia(), 30);
  const references = new Set<string>();
  let sent = 0;
  // autocannon notices that the last answer came on its once-a-second tick: time the answers
  // themselves, or the rate is rounded down to N bookings over a whole number of seconds
  let lastAnswer = 0;
  const cpuBefore = await cpuMs(pid);
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: 20,
    amount,
    requests: [
      {
        method: "POST",
        path: "/api/bookings",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            body: JSON.stringify({
              package_id: packageId,
              // names take letters only (issue 22): the count in base 26, written a-z
              customer_name: `Bench Traveller ${[...sent.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join("")}`,
              customer_email: `bench-${run}-${sent}@example.com`,
              customer_phone: `98${String(sent).padStart(8, "0")}`,
              travel_date: travelDate,
              number_of_travelers: 1 + (sent % 4),
            }),
          };
        },
        onResponse: (status, body) => {
          lastAnswer = performance.now();
          if (status === 201) references.add((JSON.parse(body) as { reference: string }).reference);
        },
      },
    ],
  });
  const elapsed = (lastAnswer - started) / 1000;
  const cpuAfter = await cpuMs(pid);
  return {
    run,
    cpuMsEach:
      cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, result["2xx"]),
    perSecond: Math.round(result["2xx"] / elapsed),
    p50: result.latency.p50,
    p99: result.latency.p99,
    created: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
    references,
  };
}

/** `bookingWarmUp` bookings not timed, then the timed `bookingCount`. */
async function timedBookings(base: string, packageId: string, pid: number | undefined) {
  if (bookingWarmUp > 0) await bookings(base, packageId, pid, bookingWarmUp);
  return bookings(base, packageId, pid);
}

/** The references of the run's bookings that are in the database (read after the server stopped). */
async function storedReferences(databaseUrl: string | undefined, dataDir: string | undefined, run: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await database.db
      .select({ reference: schema.bookings.reference })
      .from(schema.bookings)
      .where(like(schema.bookings.customerEmail, `bench-${run}-%`));
    return new Set(rows.map((row) => row.reference));
  } finally {
    await database.close();
  }
}

const fmt = (n: number) => n.toLocaleString("en-US");

async function main() {
  if (!existsSync("build/server/main.js") || !existsSync("build/server/index.js")) {
    console.log("No production build yet: building (npm run build)...");
    await new Promise<void>((resolve, reject) =>
      spawn("npm", ["run", "build"], { stdio: "inherit" }).once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error("build failed")),
      ),
    );
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-bench-"));
  const children: Started[] = [];
  try {
    const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: "" }, path.join(dataDir, "app.log"));
    children.push(app);
    const startRss = await rssMb(app.pid);
    const tours = (await (await fetch(`${app.base}/api/tours/featured`)).json()) as {
      id: string;
      subcategory: string;
    }[];
    const tour = tours[0]!;
    const destination = (await (await fetch(`${app.base}/sitemap.xml`)).text()).match(
      /\/destinations\/[\w-]+/,
    )?.[0];
    const targets: [string, string][] = [
      ["/api/tours", "/api/tours"],
      ["/api/tours/{id}", `/api/tours/${tour.id}`],
      ["home", "/"],
      ["/packages", "/packages"],
      ["package page", `/packages/${tour.id}`],
      ["destination page", destination ?? "/destinations/leh-ladakh"],
      ["/offers", "/offers"],
      ["gear store", "/travel-gear-store"],
    ];
    if (parts.has("uncached")) {
      console.log(
        `\nUncached: one app process renders every request, 20 connections, ${seconds} s each, ${os.cpus().length} CPUs, Node ${process.version}, LOG_LEVEL=${logLevel}\n`,
      );
      console.log("| endpoint | req/s | p50 ms | p99 ms | app CPU µs a request |");
      console.log("|---|---:|---:|---:|---:|");
      for (const [label, target] of targets) {
        await load(app.base + target, { connections: 20, duration: 1 }); // warm up
        const measured = await load(app.base + target, { connections: 20 }, app.pid);
        console.log(
          `| ${label} | ${fmt(measured.rps)} | ${measured.p50} | ${measured.p99} | ${measured.cpuUs ?? "?"} |` +
            (measured.bad ? ` (${measured.bad} failed)` : ""),
        );
      }
    }

    if (parts.has("cached")) {
      const proxy = await startNginx([new URL(app.base).host]);
      try {
        const answers: Captured[] = [];
        for (const [, target] of targets) answers.push(await capture(proxy.url, target));
        const plain = await startStaticNginx(answers);
        children.push(plain);
        console.log(
          `\nnginx in front (deploy/nginx), answering from its cache, against nginx serving the same bytes as static files: ${connections} connections, ${seconds} s each\n`,
        );
        console.log(
          "| endpoint | cached req/s | cached p50 ms | cached p99 ms | static req/s | static p50 ms | static p99 ms | cached / static |",
        );
        console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (const [label, target] of targets) {
          // the cache keeps a page 10 s, then refreshes it in the background: the app still works
          const cached = await load(proxy.url + target);
          const stat = await load(plain.base + target);
          const bytes = answers.find((answer) => answer.path === target)!.body.length;
          console.log(
            `| ${label} (${Math.round(bytes / 1024)} KB) | ${fmt(cached.rps)} | ${cached.p50} | ${cached.p99} | ${fmt(stat.rps)} | ${stat.p50} | ${stat.p99} | ${Math.round((cached.rps / stat.rps) * 100)} % |` +
              (cached.bad || stat.bad ? ` (${cached.bad} / ${stat.bad} failed)` : ""),
          );
        }
        await stop(plain);
        await rm(plain.dir, { recursive: true, force: true });
      } finally {
        await proxy.stop();
      }
    }

    const memory = (endRss: number | null) =>
      console.log(
        `\nApp memory (RSS, PGlite): ${startRss} MB after start, ${endRss} MB after the runs above`,
      );
    if (!parts.has("bookings")) return memory(await rssMb(app.pid));

    console.log(
      `\nPOST /api/bookings, ${fmt(bookingCount)} distinct bookings, 20 connections (after ${fmt(bookingWarmUp)} not timed):`,
    );
    console.log(
      "| database | bookings/s | p50 ms | p99 ms | app CPU ms a booking | 201 answers | failed | stored | lost |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    const embedded = await timedBookings(app.base, tour.id, app.pid);
    const endRss = await rssMb(app.pid);
    await stop(app);
    const storedEmbedded = await storedReferences(undefined, dataDir, embedded.run);
    const row = (name: string, measured: typeof embedded, stored: Set<string>) => {
      const lost = [...measured.references].filter((reference) => !stored.has(reference)).length;
      console.log(
        `| ${name} | ${fmt(measured.perSecond)} | ${measured.p50} | ${measured.p99} | ${measured.cpuMsEach?.toFixed(2) ?? "?"} | ${fmt(measured.created)} | ${measured.failed} | ${fmt(stored.size)} | ${lost} |`,
      );
    };
    row("PGlite", embedded, storedEmbedded);

    if (postgresUrl) {
      const name = `safarnama_bench_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const pgData = await mkdtemp(path.join(os.tmpdir(), "safarnama-bench-pg-"));
      try {
        const server = await startApp(
          { DATA_DIR: pgData, DATABASE_URL: url.toString() },
          path.join(pgData, "app.log"),
        );
        children.push(server);
        // a second database has its own ids for the same demo packages
        const [first] = (await (await fetch(`${server.base}/api/tours/featured`)).json()) as { id: string }[];
        const onServer = await timedBookings(server.base, first!.id, server.pid);
        await stop(server);
        row("PostgreSQL", onServer, await storedReferences(url.toString(), undefined, onServer.run));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        await rm(pgData, { recursive: true, force: true });
      }
    } else {
      console.log("| PostgreSQL | (set DATABASE_URL or TEST_DATABASE_URL) | | | | | | | |");
    }

    memory(endRss);
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

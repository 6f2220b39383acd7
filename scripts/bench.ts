/**
 * `npm run bench`: measures the production server (build first: `npm run build`).
 * Starts it on a fresh embedded database with the demo content, then for each page and API call
 * reports throughput, latency percentiles and response size, plus the server's memory.
 * BENCH_URL=http://host:port measures a running server instead. BENCH_SECONDS sets the duration.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

async function rssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return null;
  }
}

async function main() {
  let base = process.env.BENCH_URL;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  if (!base) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-bench-"));
    const port = await freePort();
    server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    base = `http://127.0.0.1:${port}`;
  }
  try {
    await waitFor(`${base}/api/tours/featured`);
    const [tour] = (await (await fetch(`${base}/api/tours/featured`)).json()) as { id: string }[];
    const targets = ["/", "/api/tours", "/api/tours/featured", `/api/tours/${tour?.id}`];
    const rows: Record<string, string | number | null>[] = [];
    const idleRss = await rssMb(server?.pid);
    for (const target of targets) {
      const body = Buffer.from(await (await fetch(base + target)).arrayBuffer());
      const result = await autocannon({ url: base + target, connections: 10, duration: seconds });
      rows.push({
        path: target.length > 24 ? `${target.slice(0, 22)}…` : target,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "non-2xx": result.non2xx + result.errors,
        "KB raw": Math.round(body.length / 102.4) / 10,
        "KB gzip": Math.round(gzipSync(body).length / 102.4) / 10,
      });
    }
    console.table(rows);
    const peakRss = await rssMb(server?.pid);
    if (server) console.log(`server memory (RSS): ${idleRss} MB after start, ${peakRss} MB after the runs`);
    console.log(`${seconds}s per target, 10 connections, ${os.cpus().length} CPUs, Node ${process.version}`);
  } finally {
    server?.kill("SIGTERM");
    if (server) await new Promise((r) => server.once("exit", r));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

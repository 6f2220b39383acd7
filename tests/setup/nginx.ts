import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Debian's nginx (`nginx-light`, which .ci/run installs). */
export const NGINX = "/usr/sbin/nginx";
export const hasNginx = existsSync(NGINX);

const TEMPLATE = path.resolve("deploy/nginx/nginx.conf.template");
/** Exactly the variables the template names (README): nginx's own `$variables` stay. */
const VARIABLES = "${LISTEN_PORT} ${UPSTREAM_SERVERS} ${CACHE_DIR} ${RUN_DIR}";

export type RunningNginx = { url: string; runDir: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Renders deploy/nginx/nginx.conf.template with envsubst, as the README says, and starts nginx
 * with it in the foreground in front of `upstreams` ("127.0.0.1:3001"); resolves once it answers.
 */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const runDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-nginx-"));
  // started by root (CI), nginx's workers run as nobody: they must reach the cache inside
  await chmod(runDir, 0o755);
  const cacheDir = path.join(runDir, "cache");
  await mkdir(cacheDir);
  const port = await freePort();
  const conf = execFileSync("envsubst", [VARIABLES], {
    input: await readFile(TEMPLATE, "utf8"),
    env: {
      PATH: process.env.PATH,
      LISTEN_PORT: `127.0.0.1:${port}`,
      UPSTREAM_SERVERS: upstreams.map((address) => `server ${address};`).join(" "),
      CACHE_DIR: cacheDir,
      RUN_DIR: runDir,
    },
    encoding: "utf8",
  });
  const confFile = path.join(runDir, "nginx.conf");
  await writeFile(confFile, conf);
  const child: ChildProcess = spawn(NGINX, ["-c", confFile, "-e", path.join(runDir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    runDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        // QUIT: finish the requests in hand, then stop
        child.kill("SIGQUIT");
        await exited;
      }
      if (!process.env.KEEP_NGINX_RUN_DIR) await rm(runDir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** The test processes' data encryption key (base64 of 32 bytes), the same for every process of a test. */
const TEST_DATA_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");

/** One app process as production runs it (`npm run serve`: node build/server/main.js). */
export type AppProcess = { child: ChildProcess; url: string; output: () => string };

/**
 * Starts the compiled server (tests/setup/global-setup.ts builds it) with `env` on top of the
 * test's environment, on a free port; resolves once it says where it listens.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const main = path.resolve(process.env.BUILD_DIR ?? "build", "server/main.js");
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      ADMIN_ID: "",
      ADMIN_PASSWORD: "",
      // with PostgreSQL in production every process must be given the same key (ADR 039)
      ...(env.DATABASE_URL ? { DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

/** SIGTERM, as a process manager stops it; resolves to the exit code. */
export async function stopAppProcess(running: AppProcess): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  const exited = new Promise<number | null>((resolve) => running.child.once("exit", (code) => resolve(code)));
  running.child.kill("SIGTERM");
  return exited;
}

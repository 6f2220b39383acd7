import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockEmbeddedDatabase } from "./embedded-lock";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "safarnama-lock-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A process that is alive until `stop()`, standing in for a running server. */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return { pid: child.pid!, stop: () => (child.kill(), exited) };
}

describe("lockEmbeddedDatabase", () => {
  it("writes this process's pid beside the folder and removes it on unlock", async () => {
    const dir = path.join(root, "a");
    const unlock = await lockEmbeddedDatabase(dir);
    expect(await readFile(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    await unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses while another live process holds the folder, naming it", async () => {
    const dir = path.join(root, "b");
    const other = otherProcess();
    try {
      await writeFile(`${dir}.lock`, String(other.pid));
      await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(`in use by process ${other.pid}`);
      expect(await readFile(`${dir}.lock`, "utf8")).toBe(String(other.pid));
    } finally {
      await other.stop();
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = path.join(root, "c");
    const other = otherProcess();
    await other.stop();
    await writeFile(`${dir}.lock`, String(other.pid));
    const unlock = await lockEmbeddedDatabase(dir);
    expect(await readFile(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    await unlock();
  });
});

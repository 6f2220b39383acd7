import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/dead-exports.mjs as `npm test` runs it, over a scratch tree of two planted files (in the
 * system's temporary folder, so no other test that reads the real tree ever sees them).
 */
const root = mkdtempSync(path.join(os.tmpdir(), "dead-export-probe-"));
const dir = path.join(root, "app", "lib");
mkdirSync(dir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

function check() {
  const script = path.resolve("scripts/dead-exports.mjs");
  const run = spawnSync("node", [script], { cwd: root, encoding: "utf8" });
  return { status: run.status, lines: run.stdout.split("\n") };
}

describe("the dead-export check", () => {
  it("reports an export nothing imports, and not one that is imported", () => {
    writeFileSync(
      path.join(dir, "probe.ts"),
      "export const usedProbe = 1;\nexport const unusedProbe = 2;\nexport type UnusedProbeType = string;\n",
    );
    writeFileSync(path.join(dir, "user.test.ts"), 'import { usedProbe } from "./probe";\nvoid usedProbe;\n');
    const { status, lines } = check();
    expect(status).toBe(1);
    const probe = path.join("app", "lib", "probe.ts");
    expect(lines).toContain(`${probe}:2  unusedProbe is exported but never imported`);
    expect(lines).toContain(`${probe}:3  UnusedProbeType is exported but never imported`);
    expect(lines.some((line) => line.includes("usedProbe is exported") && !line.includes("unused"))).toBe(
      false,
    );
  });
}, 120_000);

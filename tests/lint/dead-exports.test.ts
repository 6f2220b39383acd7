import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** scripts/dead-exports.mjs as `npm test` runs it, over the tree with two planted files. */
const dir = mkdtempSync(path.join("app", "lib", "dead-export-probe-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check() {
  const run = spawnSync("node", ["scripts/dead-exports.mjs"], { encoding: "utf8" });
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
    const probe = path.join(dir, "probe.ts");
    expect(lines).toContain(`${probe}:2  unusedProbe is exported but never imported`);
    expect(lines).toContain(`${probe}:3  UnusedProbeType is exported but never imported`);
    expect(lines.some((line) => line.includes("usedProbe is exported") && !line.includes("unused"))).toBe(
      false,
    );
  });
}, 120_000);

import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../tests/fixtures/tick-caches.mjs", import.meta.url));

/** The states of the four property definitions in process.nextTick's tick literal, after collections. */
function tickLiteralCaches(mode: "keep" | "plain"): string[] {
  // V8 prints with C's stdio, which a pipe may not get whole before the process ends: a file does
  const output = path.join(mkdtempSync(path.join(os.tmpdir(), "tick-maps-")), "out.txt");
  const file = openSync(output, "w");
  const run = spawnSync(
    process.execPath,
    ["--allow-natives-syntax", "--expose-gc", "--import", "tsx", script, mode],
    { encoding: "utf8", stdio: ["ignore", file, "pipe"] },
  );
  closeSync(file);
  const printed = readFileSync(output, "utf8");
  rmSync(path.dirname(output), { recursive: true, force: true });
  expect(run.status, run.stderr).toBe(0);
  return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]!);
}

describe("the tick object kept alive (server/tick-maps.ts)", () => {
  it("keeps process.nextTick's inline caches monomorphic across full collections", () => {
    expect(tickLiteralCaches("keep")).toEqual(["MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC"]);
  });

  it("is needed: without it, a collection with no tick alive turns them megamorphic", () => {
    expect(tickLiteralCaches("plain")).toContain("MEGAMORPHIC");
  });
});

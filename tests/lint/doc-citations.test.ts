import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Comments cite docs/product.md and the ADRs, never the first brief or its decision list, which
 * are not in the repository (the [P] and [I] keep this file from matching itself).
 */
const OUTSIDE_DOCUMENT = /\bS[P]EC\b|\bDEC[I]SIONS\b/;

function citationsOutsideRepository(files: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    text.split("\n").forEach((line, index) => {
      if (OUTSIDE_DOCUMENT.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe("comments cite documents in the repository", () => {
  it("no file outside docs/ cites a document that is not in the repository", () => {
    const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
      .split("\0")
      .filter(
        (file) =>
          file && !file.startsWith("docs/") && !/\.(png|jpe?g|webp|avif|gif|ico|pdf|woff2?)$/.test(file),
      )
      .filter((file) => file !== "package-lock.json");
    const files = new Map(tracked.map((file) => [file, readFileSync(file, "utf8")]));
    expect(files.size).toBeGreaterThan(100);
    expect(citationsOutsideRepository(files)).toEqual([]);
  });

  it("reports a planted citation", () => {
    const planted = new Map([
      ["app/probe.ts", `/** The splash (${"SP"}EC 2). */\nexport const probe = 1;\n`],
      ["app/fine.ts", "/** The splash (docs/product.md §2). */\n"],
    ]);
    expect(citationsOutsideRepository(planted)).toEqual([`app/probe.ts:1: /** The splash (${"SP"}EC 2). */`]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = "docs/decisions";
const ADR_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

/** An ADR's heading title and its status ("superseded by 018"), as the file itself gives them. */
function adrOf(text: string): { number: string; title: string; status: string } | null {
  const heading = /^# (\d{3})\. (.+)$/m.exec(text);
  const status = /^(?:Date: [^·\n]*· )?Status: (.+)$/m.exec(text);
  if (!heading || !status) return null;
  const plain = status[1]!.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").split(" · ")[0]!;
  return { number: heading[1]!, title: heading[2]!.trim(), status: plain.trim() };
}

/** The rows of the index: `| [NNN](file) | title | status | one line |`. */
function indexRows(readme: string): Map<string, { title: string; status: string }> {
  const rows = new Map<string, { title: string; status: string }>();
  for (const line of readme.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const link = /^\[(\d{3})\]\(([^)]+)\)$/.exec(cells[1] ?? "");
    if (link) rows.set(link[2]!, { title: cells[2]!, status: cells[3]! });
  }
  return rows;
}

/** What is wrong with the index against the ADR files (name → text): an empty list when it is true. */
function indexProblems(readme: string, files: Map<string, string>): string[] {
  const rows = indexRows(readme);
  const problems: string[] = [];
  for (const [file, text] of files) {
    const adr = adrOf(text);
    const row = rows.get(file);
    if (!adr) problems.push(`${file}: no "# NNN. Title" heading or "Status:" line`);
    else if (adr.number !== ADR_FILE.exec(file)?.[1]) problems.push(`${file}: heading says ${adr.number}`);
    else if (!row) problems.push(`${file}: not listed in ${dir}/README.md`);
    else {
      if (row.title !== adr.title) problems.push(`${file}: listed as "${row.title}", titled "${adr.title}"`);
      if (!adr.status.startsWith(row.status)) {
        problems.push(`${file}: listed as ${row.status}, its status is ${adr.status}`);
      }
    }
  }
  for (const file of rows.keys()) if (!files.has(file)) problems.push(`${file}: listed but no such file`);
  return problems;
}

describe("the ADR index (docs/decisions/README.md)", () => {
  const adrFiles = new Map(
    readdirSync(dir)
      .filter((file) => ADR_FILE.test(file) && file !== "000-template.md")
      .map((file) => [file, readFileSync(`${dir}/${file}`, "utf8")]),
  );
  const readme = readFileSync(`${dir}/README.md`, "utf8");

  it("lists every ADR with its title and status, and nothing else", () => {
    expect(adrFiles.size).toBeGreaterThan(20);
    expect(indexProblems(readme, adrFiles)).toEqual([]);
  });

  it("fails for an ADR missing from the index, a changed title or status, or a listed file that is gone", () => {
    const planted = new Map(adrFiles);
    planted.set("099-planted.md", "# 099. Planted\n\nDate: 2026-11-25 · Status: accepted\n");
    const first = [...adrFiles.keys()][0]!;
    planted.set(first, adrFiles.get(first)!.replace(/^# (\d{3})\. .*$/m, "# $1. Renamed"));
    const second = [...adrFiles.keys()][1]!;
    planted.set(second, adrFiles.get(second)!.replace(/Status: \w+/, "Status: superseded"));
    const third = [...adrFiles.keys()][2]!;
    planted.delete(third);

    const problems = indexProblems(readme, planted);

    expect(problems).toEqual([
      expect.stringContaining(`${first}: listed as`),
      expect.stringContaining(`${second}: listed as accepted, its status is superseded`),
      "099-planted.md: not listed in docs/decisions/README.md",
      `${third}: listed but no such file`,
    ]);
  });
});

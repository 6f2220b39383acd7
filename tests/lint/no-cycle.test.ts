import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `import-x/no-cycle` follows imports through files on disk, so the probe plants two real
 * TypeScript files that import each other (in a folder of its own, removed afterwards).
 */
const dir = mkdtempSync(path.join("app", "lib", "cycle-probe-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const results = await new ESLint().lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === "import-x/no-cycle")
      .map((message) => message.message),
  );
}

describe("the lint finds import cycles between TypeScript files", () => {
  it("reports two .ts files that import each other", async () => {
    const errors = await cycleErrors({
      "first.ts": 'import { second } from "./second";\nexport const first = () => second;\n',
      "second.ts": 'import { first } from "./first";\nexport const second = () => first;\n',
    });
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });

  it("reports a cycle through a .tsx file and the ~ alias", async () => {
    const errors = await cycleErrors({
      "view.tsx": `import { label } from "~/lib/${path.basename(dir)}/label";\nexport const View = () => <p>{label()}</p>;\n`,
      "label.ts": 'import { View } from "./view";\nexport const label = () => String(View);\n',
    });
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });

  it("says nothing of a one-way import", async () => {
    const errors = await cycleErrors({
      "leaf.ts": "export const leaf = 1;\n",
      "user.ts": 'import { leaf } from "./leaf";\nexport const user = leaf;\n',
    });
    expect(errors).toEqual([]);
  });
}, 120_000);

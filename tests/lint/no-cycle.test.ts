import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `import-x/no-cycle` follows imports through files on disk, so the probe plants real TypeScript
 * files that import each other. It plants them in a scratch project in the system's temporary
 * folder (the repository's own eslint.config.js, its packages linked, an app/ of its own), so no
 * other test that reads the real tree ever sees them.
 */
const root = mkdtempSync(path.join(os.tmpdir(), "cycle-probe-"));
const dir = path.join(root, "app", "lib");
mkdirSync(dir, { recursive: true });
mkdirSync(path.join(root, "app", "features"));
copyFileSync("eslint.config.js", path.join(root, "eslint.config.js"));
copyFileSync("package.json", path.join(root, "package.json"));
symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
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
      "view.tsx": 'import { label } from "~/lib/label";\nexport const View = () => <p>{label()}</p>;\n',
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

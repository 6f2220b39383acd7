/**
 * `npm run lint:api`: builds the OpenAPI document from the code (what GET /api/openapi.json
 * serves) and lints it with Spectral's `spectral:oas` rules (.spectral.yaml), failing on any
 * finding, so client generators and other tools can use the document as it is.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "../app/features/api-docs/api-catalogue";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Spectral's findings on `document` with the project's ruleset: `ok` only when there are none. */
export function lintOpenApiDocument(document: unknown): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
  try {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(document, null, 2));
    const result = spawnSync(
      path.join(root, "node_modules/.bin/spectral"),
      ["lint", file, "--ruleset", path.join(root, ".spectral.yaml"), "--fail-severity=hint"],
      { encoding: "utf8", cwd: root },
    );
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The document as the demo site serves it (the address and contact do not change what is linted). */
export function defaultOpenApiDocument() {
  return openApiDocument({
    siteUrl: "http://localhost:3000",
    agencyName: "Safarnama Travels",
    agencyEmail: "hello@safarnama.example",
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ok, output } = lintOpenApiDocument(defaultOpenApiDocument());
  console.log(output.trim());
  process.exit(ok ? 0 : 1);
}

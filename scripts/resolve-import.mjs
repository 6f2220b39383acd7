// How the project's tools (move-modules.mjs, dead-exports.mjs) find the file an import names:
// `~/…` is app/, a relative path is relative to the importing file; packages answer null.
import { existsSync, statSync } from "node:fs";
import path from "node:path";

export const sourceExtensions = [".ts", ".tsx", ".mjs", ".js"];

/** The file `specifier` names when `fromFile` imports it, or null (a package, or nothing there). */
export function resolveImport(root, specifier, fromFile) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...sourceExtensions.map((ext) => base + ext)];
  candidates.push(...sourceExtensions.map((ext) => path.join(base, "index" + ext)));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

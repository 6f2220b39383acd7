// Moves source files with `git mv` and rewrites every import that reaches them, across app/,
// server/, db/, scripts/ and tests/ (static and dynamic imports, `export … from`, vi.mock and
// vi.importActual paths). Usage: node scripts/move-modules.mjs moves.json, where moves.json is
// an object { "old/path.ts": "new/path.ts", … } relative to the repository root. Run again after
// merging a branch that still imports the old paths (scripts/moves/issue-21.json), it rewrites
// those imports and moves nothing.
// An import keeps its style: `~/…` stays `~/…` while its target is under app/, a relative one
// stays relative, and an explicit extension stays explicit.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resolveImport, sourceExtensions } from "./resolve-import.mjs";

const root = process.cwd();
const moves = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], "utf8"))).map(([from, to]) => [
    path.resolve(root, from),
    path.resolve(root, to),
  ]),
);
const scanned = ["app", "server", "db", "scripts", "tests"];

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "migrations") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (sourceExtensions.includes(path.extname(entry.name))) out.push(full);
  }
  return out;
}

function specifierFor(original, newImporter, newTarget) {
  const keepExtension = sourceExtensions.includes(path.extname(original));
  const target = keepExtension ? newTarget : newTarget.replace(/\.(tsx?|mjs|js)$/, "");
  const appDir = path.join(root, "app") + path.sep;
  if (original.startsWith("~/") && target.startsWith(appDir)) return "~/" + path.relative(appDir, target);
  let relative = path.relative(path.dirname(newImporter), target);
  if (!relative.startsWith(".")) relative = "./" + relative;
  return relative;
}

const pattern = /((?:from|import|vi\.mock|vi\.importActual|vi\.doMock|import\()\s*\(?\s*)(["'])([^"'\n]+)\2/g;
/** An import of a file that has already moved (a branch merged after the move): its old path. */
function movedFrom(specifier, fromFile) {
  if (!specifier.startsWith("~/") && !specifier.startsWith(".")) return null;
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier);
  return [base, ...sourceExtensions.map((ext) => base + ext)].find((file) => moves.has(file)) ?? null;
}

let rewritten = 0;
for (const file of scanned.flatMap((dir) => walk(path.join(root, dir)))) {
  const text = readFileSync(file, "utf8");
  const newFile = moves.get(file) ?? file;
  const next = text.replace(pattern, (match, head, quote, specifier) => {
    const target = resolveImport(root, specifier, file) ?? movedFrom(specifier, file);
    if (!target) return match;
    const newTarget = moves.get(target) ?? target;
    if (newTarget === target && newFile === file) return match;
    const replacement = specifierFor(specifier, newFile, newTarget);
    return replacement === specifier ? match : `${head}${quote}${replacement}${quote}`;
  });
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
let moved = 0;
for (const [from, to] of moves) {
  if (!existsSync(from) && existsSync(to)) continue; // moved already: only the imports needed rewriting
  execFileSync("mkdir", ["-p", path.dirname(to)]);
  execFileSync("git", ["mv", from, to]);
  moved += 1;
}
console.log(`${moved} files moved, imports rewritten in ${rewritten} files`);

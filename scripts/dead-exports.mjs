// Dead-export check (part of `npm test`): lists every export of app/, db/, domain/ and server/
// that no file of the repository imports. Reading imports is enough (no type check), so it takes
// about a second. Entry points count as used: route modules and app/root.tsx (React Router calls
// their exports), app/entry.server.tsx, server/main.ts, and every file outside those folders
// (scripts, tests, configs), which import the rest. An import of a whole module (`import * as`,
// `export *`, `import()`, vi.mock) counts every export of that module as used.
// Usage: node scripts/dead-exports.mjs (exits 1 and lists them when there is any).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { resolveImport, sourceExtensions } from "./resolve-import.mjs";

const checkedFolders = ["app", "db", "domain", "server"];
const skippedFolders = new Set(["node_modules", "build", ".react-router", "migrations", "data", "coverage"]);

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name) || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (sourceExtensions.includes(path.extname(entry.name)) && !entry.name.endsWith(".d.ts"))
      out.push(full);
  }
  return out;
}

const hasExport = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a file exports, with their line, and the (file, name) pairs it imports. */
function readModule(root, file) {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const exports = [];
  const uses = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const use = (specifier, name) => {
    const target = resolveImport(root, specifier, file);
    if (target) uses.push([target, name]);
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!clause) use(specifier, "*");
      else {
        if (clause.name) use(specifier, "default");
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) use(specifier, "*");
        else if (bindings)
          for (const el of bindings.elements) use(specifier, (el.propertyName ?? el.name).text);
      }
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        if (!clause || ts.isNamespaceExport(clause)) use(specifier, "*");
        else for (const el of clause.elements) use(specifier, (el.propertyName ?? el.name).text);
      }
      if (clause && ts.isNamedExports(clause)) {
        for (const el of clause.elements) exports.push({ name: el.name.text, line: lineOf(el) });
      } else if (clause && ts.isNamespaceExport(clause))
        exports.push({ name: clause.name.text, line: lineOf(clause) });
    } else if (ts.isExportAssignment(statement)) {
      exports.push({ name: "default", line: lineOf(statement) });
    } else if (hasExport(statement)) {
      if (hasDefault(statement)) exports.push({ name: "default", line: lineOf(statement) });
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name))
            exports.push({ name: declaration.name.text, line: lineOf(declaration) });
        }
      } else if (statement.name && ts.isIdentifier(statement.name)) {
        exports.push({ name: statement.name.text, line: lineOf(statement) });
      }
    }
  }

  // import("x"), import("x").Name in types, vi.mock("x"), vi.importActual("x")
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(source);
      if (
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        /^vi\.(mock|doMock|importActual)$/.test(callee)
      ) {
        use(node.arguments[0].text, "*");
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) {
        let qualifier = node.qualifier;
        while (qualifier && ts.isQualifiedName(qualifier)) qualifier = qualifier.left;
        use(literal.text, qualifier ? qualifier.text : "*");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, uses };
}

function isEntry(root, file) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  if (!checkedFolders.some((folder) => relative.startsWith(folder + "/"))) return true;
  if (/\.(test|spec)\.tsx?$/.test(relative)) return true;
  return (
    relative.startsWith("app/routes/") ||
    // preact-dom-client.ts: vite.config.ts names it by path (ADR 018)
    [
      "app/root.tsx",
      "app/routes.ts",
      "app/entry.server.tsx",
      "server/main.ts",
      "app/lib/preact-dom-client.ts",
    ].includes(relative)
  );
}

/** Every export no file imports, as { file, line, name } (file relative to `root`), sorted. */
export function findDeadExports(root) {
  const files = [
    ...readdirSync(root)
      .filter((name) => sourceExtensions.includes(path.extname(name)))
      .map((name) => path.join(root, name)),
    ...["app", "db", "domain", "server", "scripts", "tests"].flatMap((dir) => walk(path.join(root, dir), [])),
  ];
  const modules = new Map(files.map((file) => [file, readModule(root, file)]));
  const used = new Map();
  for (const { uses } of modules.values()) {
    for (const [target, name] of uses) {
      if (!used.has(target)) used.set(target, new Set());
      used.get(target).add(name);
    }
  }
  const dead = [];
  for (const [file, { exports }] of modules) {
    if (isEntry(root, file)) continue;
    const names = used.get(file) ?? new Set();
    if (names.has("*")) continue;
    for (const { name, line } of exports) {
      if (!names.has(name)) dead.push({ file: path.relative(root, file), line, name });
    }
  }
  return dead.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dead = findDeadExports(process.cwd());
  for (const { file, line, name } of dead)
    console.log(`${file}:${line}  ${name} is exported but never imported`);
  if (dead.length > 0) {
    console.log(
      `\n${dead.length} unused exports: remove them, or drop the export keyword if the file uses them.`,
    );
    process.exit(1);
  }
  console.log("no unused exports");
}

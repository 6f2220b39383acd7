/**
 * The part of the site's stylesheet one page's HTML can use: every rule whose selector names only
 * classes that appear in the page's `class` attributes, and every rule that names no class (the
 * theme's variables, the base styles, keyframes, `@property`). Inlined in the page, it lets the
 * first paint happen without waiting for the stylesheet (lib/page-assets.server.ts, ADR 045).
 *
 * A rule is kept unless one of its selectors' top-level classes is missing from the page, so a
 * class inside `:not()`, `:is()` or `:where()` never drops a rule. The rest of the stylesheet
 * arrives before the page's scripts run, which is when classes not in the HTML can appear.
 */

type CssNode =
  /** a style rule: its selector, split at top-level commas into the classes each one needs */
  | { kind: "rule"; text: string; needs: string[][] }
  /** @media, @supports, @layer with a block of rules */
  | { kind: "group"; prelude: string; children: CssNode[] }
  /** kept as written: @keyframes, @property, @page, `@layer a, b;` */
  | { kind: "verbatim"; text: string };

const GROUPING_AT_RULES = /^@(media|supports|layer|container)\b/;

/** Index of the `}` that closes the block opened at `open`, skipping strings and comments. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = endOfString(css, i);
    } else if (c === "/" && css[i + 1] === "*") {
      i = css.indexOf("*/", i + 2) + 1 || css.length;
    } else if (c === "{") {
      depth++;
    } else if (c === "}" && --depth === 0) {
      return i;
    }
  }
  return css.length - 1;
}

function endOfString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i;
  }
  return css.length - 1;
}

/** `\:` → `:`, `\32 xl` → `2xl`: a class as it is written in HTML. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escape: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escape) ? String.fromCodePoint(parseInt(escape, 16)) : escape,
  );
}

/** The selector's comma-separated parts, each with the classes it names outside parentheses. */
export function classesNeeded(selector: string): string[][] {
  const parts: string[][] = [];
  let current = "";
  let depth = 0;
  const flush = () => {
    const classes = [...current.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g)].map((m) =>
      unescapeIdentifier(m[1]!),
    );
    parts.push(classes);
    current = "";
  };
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === "\\") {
      if (depth === 0) current += c + (selector[i + 1] ?? "");
      i++;
    } else if (c === '"' || c === "'") {
      i = endOfString(selector, i);
    } else if (c === "(" || c === "[") {
      depth++;
    } else if (c === ")" || c === "]") {
      depth--;
    } else if (c === "," && depth === 0) {
      flush();
    } else if (depth === 0) {
      current += c;
    }
  }
  flush();
  return parts;
}

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css[i]!)) {
      i++;
      continue;
    }
    if (css.startsWith("/*", i)) {
      i = css.indexOf("*/", i + 2) + 2 || css.length;
      continue;
    }
    const brace = css.indexOf("{", i);
    const semicolon = css.indexOf(";", i);
    if (css[i] === "@" && semicolon !== -1 && (brace === -1 || semicolon < brace)) {
      nodes.push({ kind: "verbatim", text: css.slice(i, semicolon + 1) });
      i = semicolon + 1;
      continue;
    }
    if (brace === -1) break;
    const close = closingBrace(css, brace);
    const prelude = css.slice(i, brace).trim();
    if (GROUPING_AT_RULES.test(prelude)) {
      nodes.push({ kind: "group", prelude, children: parseCss(css.slice(brace + 1, close)) });
    } else if (prelude.startsWith("@")) {
      nodes.push({ kind: "verbatim", text: css.slice(i, close + 1) });
    } else {
      nodes.push({ kind: "rule", text: `${prelude}${css.slice(brace, close + 1)}`, needs: classesNeeded(prelude) });
    }
    i = close + 1;
  }
  return nodes;
}

function serialize(nodes: CssNode[], used: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "verbatim") {
      out += node.text;
    } else if (node.kind === "rule") {
      if (node.needs.some((classes) => classes.every((name) => used.has(name)))) out += node.text;
    } else {
      const inner = serialize(node.children, used);
      // an empty `@layer x{}` still fixes the order of the layers: keep it
      if (inner || node.prelude.startsWith("@layer")) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );

/** Every class named in the page's `class` attributes. */
export function classesOf(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The rules of `stylesheet` that the page can use, in the stylesheet's order. `alsoUsed`: classes
 * the page's inline scripts add before any module runs (the splash's fade).
 */
export function criticalCssFor(
  stylesheet: CssNode[],
  html: string,
  alsoUsed: readonly string[] = [],
): string {
  const used = classesOf(html);
  for (const name of alsoUsed) used.add(name);
  return serialize(stylesheet, used);
}

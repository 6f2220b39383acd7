import { criticalCssFor, parseCss } from "./critical-css.server";
import { DEFERRED_MODULES_ID, DEFERRED_STYLE_ATTRIBUTE } from "./page-start";

/**
 * A rendered page rewritten so that nothing but its own HTML stands before the first paint
 * (issue 24, ADR 045). On a slow phone connection every request the browser starts before it
 * paints delays that paint: the stylesheet, and the 20–30 module scripts React Router asks for in
 * `<head>`. So the page carries:
 *
 * - the CSS its HTML uses, inline (lib/critical-css.server.ts), and the whole stylesheet as a
 *   `media="print"` link, which does not block rendering;
 * - its hydration script as inert text (`type="text/plain"`) with the list of modules it needs,
 *   instead of the module script and the module preloads.
 *
 * After the `load` event, lib/page-start.ts's `START_AFTER_LOAD` (run from root.tsx) turns the stylesheet on for every
 * medium, preloads the modules and runs the hydration script: the page is hydrated once it has
 * painted and its images have arrived. Until then links and forms work as plain HTML. The
 * hydration script keeps its text, so the page's policy allows it by the same hash.
 */

/**
 * Classes the page's inline scripts add before the stylesheet is on: the splash's fade
 * (components/layout/splash-screen.tsx).
 */
const ADDED_BY_INLINE_SCRIPTS = ["splash-out"];

// React writes a `nonce` first when it has one
const STYLESHEET = /<link\b[^>]*? rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*>/;
const MODULE_PRELOAD = /<link\b[^>]*? rel="modulepreload" href="([^"]+)"[^>]*>/g;
// React Router's inline module script; its other attributes (the render's `nonce`) stay
const MODULE_SCRIPT = /<script\b([^>]*?) type="module" async=""([^>]*)>/;

export function deferPageAssets(html: string, stylesheetText: string | undefined): string {
  const boot = MODULE_SCRIPT.exec(html);
  if (!boot || /\ssrc=/.test(boot[0])) return html;
  const modules: string[] = [];
  let page = html.replace(MODULE_PRELOAD, (_, href: string) => {
    modules.push(href);
    return "";
  });
  page = page.replace(
    MODULE_SCRIPT,
    (_, before: string, after: string) =>
      `<script${before} type="text/plain" id="${DEFERRED_MODULES_ID}" data-modules="${modules.join(" ")}"${after}>`,
  );
  const stylesheet = STYLESHEET.exec(page);
  if (stylesheet && stylesheetText !== undefined) {
    const critical = criticalCssFor(parsedStylesheet(stylesheetText), page, ADDED_BY_INLINE_SCRIPTS);
    page = page.replace(
      stylesheet[0],
      () =>
        `<style>${critical}</style><link rel="stylesheet" href="${stylesheet[1]}" media="print" ${DEFERRED_STYLE_ATTRIBUTE}=""/>`,
    );
  }
  return page;
}

let parsed: { text: string; tree: ReturnType<typeof parseCss> } | undefined;

/** The stylesheet is the same for every page: parsed once. */
function parsedStylesheet(text: string) {
  if (parsed?.text !== text) parsed = { text, tree: parseCss(text) };
  return parsed.tree;
}

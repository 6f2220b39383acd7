import { DEFERRED_MODULES_ID } from "./page-start";

/**
 * A rendered page whose hydration waits for its `load` event (lib/page-start.ts, ADR 045): React
 * Router's module script becomes inert text listing the modules it needs, and their preloads leave
 * `<head>`, where the browser would fetch 20–30 of them before painting.
 */

const MODULE_PRELOAD = /<link\b[^>]*? rel="modulepreload" href="([^"]+)"[^>]*>/g;
// React Router's inline module script; its other attributes (the render's `nonce`) stay
const MODULE_SCRIPT = /<script\b([^>]*?) type="module" async=""([^>]*)>/;

export function deferPageModules(html: string): string {
  const boot = MODULE_SCRIPT.exec(html);
  if (!boot || /\ssrc=/.test(boot[0])) return html;
  const modules: string[] = [];
  const page = html.replace(MODULE_PRELOAD, (_, href: string) => {
    modules.push(href);
    return "";
  });
  return page.replace(
    MODULE_SCRIPT,
    (_, before: string, after: string) =>
      `<script${before} type="text/plain" id="${DEFERRED_MODULES_ID}" data-modules="${modules.join(" ")}"${after}>`,
  );
}

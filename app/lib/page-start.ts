import { createContext, useContext } from "react";

/**
 * How a page starts (issue 24, ADR 045). On a slow phone connection every request the browser
 * starts before it paints delays that paint, so a page asks for nothing before it:
 *
 * - its stylesheet is inline: the server renders it into root.tsx's `<style>` (through
 *   `PageStyleContext`), and hydration leaves that element as it is. Adding a stylesheet later
 *   would make the browser restyle the whole page at once, a long task on a phone.
 * - its hydration script is sent as inert text (lib/page-assets.server.ts), with the modules it
 *   needs listed beside it. `START_AFTER_LOAD` (root.tsx) waits for the `load` event and one task
 *   more (a message: a timer or an animation frame would wait in a background tab or under a
 *   test's paused clock), then preloads the modules and runs the script. The preloads go into
 *   `<head>` in one insertion: added one by one, 20–30 of them cost 20–45 ms of the main thread
 *   in Chromium here (ADR 047). Until then links and forms work as plain HTML. The script keeps
 *   its text, so the page's policy allows it by the same hash.
 */

/** The id of the inert hydration script. */
export const DEFERRED_MODULES_ID = "page-modules";

const start = `function start() {
  var d = document, boot = d.getElementById("${DEFERRED_MODULES_ID}"), links = d.createDocumentFragment();
  if (!boot) return;
  boot.getAttribute("data-modules").split(" ").forEach(function (href) {
    if (!href) return;
    var link = d.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    links.appendChild(link);
  });
  d.head.appendChild(links);
  var module = d.createElement("script");
  module.type = "module";
  module.textContent = boot.textContent;
  boot.replaceWith(module);
}`;

/** The script itself: plain ES5, it runs before any module. */
export const START_AFTER_LOAD = `(function () {
${start}
addEventListener("load", function () { var next = new MessageChannel(); next.port1.onmessage = start; next.port2.postMessage(null); });
})();`.replace(/\n\s*/g, "");

/** The site's stylesheet, set only while the server renders a page (entry.server.tsx). */
export const PageStyleContext = createContext<string | undefined>(undefined);

/** The stylesheet to write into the page; undefined in the browser, which keeps the server's. */
export const usePageStyle = () => useContext(PageStyleContext);

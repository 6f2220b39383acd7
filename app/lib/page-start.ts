/**
 * How a public page starts once it has loaded (lib/page-assets.server.ts, ADR 045). The server
 * sends the page's hydration script as inert text and its whole stylesheet as `media="print"`;
 * this inline script (root.tsx) waits for the `load` event and the frame after it (which paints
 * the images that have just arrived), turns the stylesheet on, and once it applies, preloads the
 * page's modules and runs the hydration script. Hydration removes the
 * inline CSS, so it must not start before the stylesheet that replaces it.
 */

/** The id of the inert hydration script. */
export const DEFERRED_MODULES_ID = "page-modules";
/** Marks the whole stylesheet, loaded as `media="print"` until the page has loaded. */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";

const start = `function start() {
  var d = document, sheet = d.querySelector("link[${DEFERRED_STYLE_ATTRIBUTE}]"), boot = d.getElementById("${DEFERRED_MODULES_ID}");
  if (sheet) sheet.media = "all";
  if (!boot) return;
  function go() {
    boot.getAttribute("data-modules").split(" ").forEach(function (href) {
      if (!href) return;
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      d.head.appendChild(link);
    });
    var module = d.createElement("script");
    module.type = "module";
    module.textContent = boot.textContent;
    boot.replaceWith(module);
  }
  if (!sheet || sheet.sheet) go();
  else { sheet.addEventListener("load", go); sheet.addEventListener("error", go); }
}`;

/** The script itself: plain ES5, it runs before any module. */
export const START_AFTER_LOAD = `(function () {
${start}
addEventListener("load", function () { requestAnimationFrame(function () { setTimeout(start); }); });
})();`.replace(/\n\s*/g, "");

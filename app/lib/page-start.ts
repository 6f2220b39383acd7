/**
 * How a public page starts once it has loaded (lib/page-assets.server.ts, ADR 045). The server
 * sends the page's hydration script as inert text and its whole stylesheet as `media="print"`;
 * this inline script (root.tsx) waits for the `load` event, turns the stylesheet on, and once it
 * applies, preloads the page's modules and runs the hydration script. Hydration removes the
 * inline CSS, so it must not start before the stylesheet that replaces it.
 */

/** The id of the inert hydration script. */
export const DEFERRED_MODULES_ID = "page-modules";
/** Marks the whole stylesheet, loaded as `media="print"` until the page has loaded. */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";

export const START_AFTER_LOAD = `addEventListener("load",function(){var d=document,c=d.querySelector("link[${DEFERRED_STYLE_ATTRIBUTE}]"),b=d.getElementById("${DEFERRED_MODULES_ID}");if(c)c.media="all";if(!b)return;function go(){b.getAttribute("data-modules").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.textContent=b.textContent;b.replaceWith(m)}if(!c||c.sheet)go();else{c.addEventListener("load",go);c.addEventListener("error",go)}});`;

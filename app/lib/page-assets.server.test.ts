import { describe, expect, it } from "vitest";
import { deferPageModules } from "./page-assets.server";
import { DEFERRED_MODULES_ID, START_AFTER_LOAD } from "./page-start";

const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="m1"/>',
  '<link rel="icon" href="/favicon.svg"/>',
  "</head><body><main>Hello</main>",
  '<script nonce="m1">window.__reactRouterContext = {};</script>',
  '<script nonce="m1" type="module" async="">import * as route0 from "/assets/root-B.js";',
  'import("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferPageModules", () => {
  it("turns the module script into inert text listing the modules, and drops their preloads", () => {
    const html = deferPageModules(page);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script nonce="m1" type="text/plain" id="${DEFERRED_MODULES_ID}" data-modules="/assets/entry.client-A.js /assets/root-B.js">import * as route0`,
    );
    // the rest of the page is untouched
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<script nonce="m1">window.__reactRouterContext = {};</script>');
  });

  it("leaves a page without React Router's module script as it is", () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(deferPageModules(html)).toBe(html);
  });
});

describe("START_AFTER_LOAD", () => {
  it("is one line of script that waits for the load event", () => {
    expect(START_AFTER_LOAD).not.toContain("\n");
    expect(START_AFTER_LOAD).toContain('addEventListener("load"');
    expect(() => new Function(START_AFTER_LOAD)).not.toThrow();
  });
});

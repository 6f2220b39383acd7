import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { holdHydration, hydrationPhase } from "~/lib/hydration-phase";
import { HydrateLater } from "./hydrate-later";

describe("HydrateLater under React (the server, the dev server, tests)", () => {
  it("renders its child at once", () => {
    const html = renderToString(
      createElement(HydrateLater, null, createElement("footer", null, "Contact us")),
    );
    expect(html).toContain("<footer>Contact us</footer>");
  });

  it("is written in place, however long, with the size limit app/entry.server.tsx lifts", async () => {
    const long = "x".repeat(40_000);
    const html = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const { pipe } = renderToPipeableStream(
        createElement("div", null, createElement(HydrateLater, null, createElement("main", null, long))),
        {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            pipe(
              new Writable({
                write(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  resolve(Buffer.concat(chunks).toString("utf8"));
                  callback();
                },
              }),
            );
          },
          onShellError: reject,
        },
      );
    });
    // no hidden segment moved into place by a script
    expect(html).toContain(`<main>${long}</main>`);
    expect(html).not.toContain("<template");
  });
});

describe("hydrationPhase", () => {
  it("holds nothing outside the first hydration", () => {
    expect(hydrationPhase.open).toBe(false);
    expect(holdHydration()).toBeNull();
  });

  it("releases the held parts one at a time, oldest first, then closes", async () => {
    hydrationPhase.begin();
    const order: string[] = [];
    void holdHydration()!.then(() => order.push("main"));
    void holdHydration()!.then(() => order.push("footer"));
    expect(hydrationPhase.releaseNext()).toBe(true);
    await Promise.resolve();
    expect(order).toEqual(["main"]);
    expect(hydrationPhase.releaseNext()).toBe(true);
    await Promise.resolve();
    expect(order).toEqual(["main", "footer"]);
    expect(hydrationPhase.open).toBe(true);
    expect(hydrationPhase.releaseNext()).toBe(false);
    expect(hydrationPhase.open).toBe(false);
  });
});

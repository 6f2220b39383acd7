import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTourRow } from "../factories/tour-factory";
import { testAgency } from "../factories/agency-factory";
import { createQuoteContactRow, quoteBody } from "../factories/quote-factory";
import { quoteInputSchema } from "../../app/features/quotes/quote-schema";
import { createQuote, sendQuote } from "../../app/features/quotes/quote-service.server";
import { parseConfig } from "../../app/lib/env.server";
import { todayInIndia } from "../../app/lib/dates";
import { publicPagePaths } from "../setup/public-pages";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The JavaScript a public page loads, gzipped: a size check, not a timing (issues 9 and 13). The
 * browser renders with Preact's React-compatible layer and loads the chat, the popup and the
 * checkout's zod on demand (ADR 018), which keeps every page well under the budget.
 */
const BUDGET_BYTES = 100 * 1024;
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/**
 * Every script a page asks for, in the server's own HTML: module scripts, module preloads, and the
 * modules its hydration script preloads once the page has loaded (`data-modules`, ADR 045).
 */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    for (const url of /data-modules="([^"]*)"/.exec(tag)?.[1]?.split(" ") ?? []) if (url) urls.add(url);
    if (tag.startsWith("<link") && !/rel="modulepreload"/.test(tag)) continue;
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if (url) urls.add(url);
  }
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

async function gzippedSize(url: string): Promise<number> {
  const file = path.join(clientDir, new URL(url, "http://x").pathname);
  return gzipSync(await readFile(file), { level: 9 }).byteLength;
}

describe("JavaScript budget of public pages", () => {
  let server: TestServer;
  let pages: string[];

  beforeAll(async () => {
    server = await startTestServer();
    const tour = await createTourRow(server.database.db);
    // a traveller's quote page (issue 28): its forms post to the page, without zod in the browser
    const db = server.database.db;
    const contact = await createQuoteContactRow(db);
    const draft = await createQuote(db, contact.id, quoteInputSchema.parse(quoteBody()), { adminId: null });
    const config = parseConfig({ NODE_ENV: "test" });
    const sent = await sendQuote(db, draft.id, { agency: testAgency, config, today: todayInIndia() });
    pages = [...publicPagePaths(tour.id), "/travel-gear-store?view=checkout", sent.link!];
  });
  afterAll(() => server?.close());

  it("keeps every public page at or under 100 KB of gzipped JavaScript", async () => {
    const sizes: Record<string, number> = {};
    for (const page of pages) {
      const html = await (await server.fetch(page)).text();
      const scripts = scriptsOf(html);
      expect(scripts.length, `${page} loads scripts`).toBeGreaterThan(0);
      let total = 0;
      for (const script of scripts) total += await gzippedSize(script);
      sizes[page] = total;
    }
    console.info("gzipped JavaScript per public page (bytes):", sizes);
    const over = Object.entries(sizes).filter(([, size]) => size > BUDGET_BYTES);
    expect(over, `gzipped JS per page: ${JSON.stringify(sizes)}`).toEqual([]);
  });
});

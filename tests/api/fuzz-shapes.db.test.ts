import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT } from "../../app/lib/http.server";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Issue 22: a body's shape must not cost the server more than its size. Deeply nested, very wide
 * and very long JSON bodies (each under the 64 KB limit) go to every JSON operation of the OpenAPI
 * document, anonymous and as admin: never a 5xx, and a visitor's request sent meanwhile is answered
 * while they are still being processed. 8,000 nested objects used to overflow the stack (500) after
 * holding the event loop about half a second.
 */

type Operation = { requestBody?: { content: Record<string, unknown> } };
type Target = { method: string; path: string };

const LEVELS = 8000;
const shapes: Record<string, string> = {
  "8,000 nested objects": '{"a":'.repeat(LEVELS) + "1" + "}".repeat(LEVELS),
  "8,000 nested arrays": "[".repeat(LEVELS) + "]".repeat(LEVELS),
  "nested objects and arrays": '{"a":['.repeat(LEVELS / 2) + "]}".repeat(LEVELS / 2),
  "an object 5,000 keys wide": JSON.stringify(
    Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
  ),
  "an array 30,000 items wide": `[${Array.from({ length: 30_000 }, () => 0).join(",")}]`,
  "a 60 KB string in every field": JSON.stringify({
    name: "x".repeat(20_000),
    email: "y".repeat(20_000),
    message: "z".repeat(20_000),
  }),
  "a 60 KB key": JSON.stringify({ ["k".repeat(60_000)]: 1 }),
};

let server: TestServer;
let admin: Record<string, string>;
let tourId: string;
let targets: Target[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
  tourId = (await createTourRow(server.database.db)).id;
  const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  targets = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method === "get") continue;
      // every call that reads JSON, and the writes that document no body (logout): they get one anyway
      const types = Object.keys(operation.requestBody?.content ?? { "application/json": {} });
      if (types.includes("application/json")) targets.push({ method: method.toUpperCase(), path });
    }
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe("nested, wide and long JSON bodies (issue 22)", { timeout: 180_000 }, () => {
  it("are each under the body limit, so they reach the handlers", () => {
    for (const [name, body] of Object.entries(shapes)) {
      expect(new TextEncoder().encode(body).byteLength, name).toBeLessThan(JSON_BODY_LIMIT);
    }
    expect(targets.length).toBeGreaterThan(15);
    expect(targets.map((t) => `${t.method} ${t.path}`)).toContain("POST /api/subscription/unsubscribe");
  });

  it("never answer 5xx on any JSON operation, and a visitor is answered while they are processed", async () => {
    const failures: string[] = [];
    let sent = 0;
    let finished = 0;
    const send = async (target: Target, shape: string, asAdmin: boolean) => {
      sent += 1;
      const response = await server.fetch(target.path.replace(/\{\w+\}/g, tourId), {
        method: target.method,
        body: shapes[shape],
        headers: { "content-type": "application/json", ...(asAdmin ? admin : {}) },
      });
      await response.arrayBuffer();
      finished += 1;
      if (response.status >= 500)
        failures.push(`${response.status} ${target.method} ${target.path}: ${shape}`);
    };
    // four clients, as in the audit, each sending every shape to every operation
    const client = async (asAdmin: boolean) => {
      for (const target of targets)
        for (const shape of Object.keys(shapes)) await send(target, shape, asAdmin);
    };
    const flood = Promise.all([client(false), client(true), client(false), client(true)]);
    let floodDone = false;
    void flood.then(() => (floodDone = true));

    // once the flood is under way, a visitor asks for the catalogue
    while (finished < 8) await new Promise((resolve) => setTimeout(resolve, 5));
    const probe = await server.fetch("/api/tours");
    expect(probe.status).toBe(200);
    await probe.arrayBuffer();
    const answeredDuringFlood = !floodDone && finished < sent;

    await flood;
    expect(failures).toEqual([]);
    expect(answeredDuringFlood, "the probe waited for the whole flood").toBe(true);
  });
});

import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** What `PushSubscription.toJSON()` gives in a browser: a 65-byte P-256 key and a 16-byte secret. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`) {
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
}

function subscribe(body: unknown) {
  return server.fetch("/api/subscription/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function storedFor(endpoint: string) {
  return server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

describe("POST /api/subscription/subscribe", () => {
  it("stores the browser's subscription object as sent", async () => {
    const subscription = browserSubscription();
    const response = await subscribe(subscription);
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    const rows = await storedFor(subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subscription).toEqual(subscription);
  });

  it("keeps one row per endpoint, replacing rotated keys", async () => {
    const first = browserSubscription();
    const rotated = { ...browserSubscription(first.endpoint), expirationTime: 1_900_000_000_000 };
    expect((await subscribe(first)).status).toBe(201);
    expect((await subscribe(rotated)).status).toBe(201);
    const rows = await storedFor(first.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subscription).toEqual(rotated);
  });

  it("drops fields a browser never sends", async () => {
    const subscription = browserSubscription();
    const response = await subscribe({ ...subscription, extra: "\u0000<script>" });
    expect(response.status).toBe(201);
    expect((await storedFor(subscription.endpoint))[0]!.subscription).toEqual(subscription);
  });

  it("answers 400 per field for a bad endpoint or keys, storing nothing", async () => {
    const good = browserSubscription();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: "http://fcm.googleapis.com/fcm/send/x" }, "endpoint"],
      [{ ...good, endpoint: "not a url" }, "endpoint"],
      [{ ...good, endpoint: "https://127.0.0.1/push" }, "endpoint"],
      [{ ...good, endpoint: "https://localhost/push" }, "endpoint"],
      [{ ...good, endpoint: "https://[::1]/push" }, "endpoint"],
      [{ ...good, keys: undefined }, "keys"],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, "keys.auth"],
      [{ ...good, keys: { ...good.keys, p256dh: "not base64 !!" } }, "keys.p256dh"],
      [{ ...good, expirationTime: "tomorrow" }, "expirationTime"],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(body);
      expect(response.status, field).toBe(400);
      const answer = await response.json();
      expect(answer.success).toBe(false);
      expect(Object.keys(answer.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await storedFor(good.endpoint)).toHaveLength(0);
    for (const odd of ["{", "[]", "null", '"x"']) {
      expect((await subscribe(odd)).status, odd).toBe(400);
    }
  });

  it("answers 405 to other methods", async () => {
    const response = await server.fetch("/api/subscription/subscribe");
    expect(response.status).toBe(405);
  });
});

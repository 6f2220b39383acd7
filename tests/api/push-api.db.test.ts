import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, pushSubscriptions } from "../../db/schema";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
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

describe("POST /api/subscription/unsubscribe", () => {
  it("removes the subscription for that endpoint; again is still a success", async () => {
    const subscription = browserSubscription();
    expect((await subscribe(subscription)).status).toBe(201);
    const unsubscribe = () =>
      server.fetch("/api/subscription/unsubscribe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      });
    const first = await unsubscribe();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, removed: true });
    expect(await storedFor(subscription.endpoint)).toHaveLength(0);
    expect(await (await unsubscribe()).json()).toMatchObject({ success: true, removed: false });
  });

  it("answers 400 without an endpoint, or with a control character in it (PostgreSQL refuses NUL)", async () => {
    for (const body of [{}, { endpoint: "\u0000" }, { endpoint: "https://push.example/a\u0001b" }]) {
      const response = await server.fetch("/api/subscription/unsubscribe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
  });
});

describe("admin push API", () => {
  it("is admin-only", async () => {
    expect((await server.fetch("/api/push/subscriptions")).status).toBe(401);
    expect((await server.fetch("/api/push/sends")).status).toBe(401);
    const send = await server.fetch("/api/push/sends", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "Hi", body: "Deals" }),
    });
    expect(send.status).toBe(401);
  });

  it("lists subscriptions, refuses bad messages and keeps each send's result", async () => {
    const headers = await adminHeaders(server.database.db);
    const subscription = browserSubscription();
    await subscribe(subscription);
    const list = await (await server.fetch("/api/push/subscriptions", { headers })).json();
    expect(list.data.map((row: { endpoint: string }) => row.endpoint)).toContain(subscription.endpoint);

    const post = (body: unknown) =>
      server.fetch("/api/push/sends", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const bad = await post({ title: "", body: "x", url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["title", "url"]);

    // only unusable endpoints here (no network in tests): the guard refuses the inside one
    await server.database.db.delete(pushSubscriptions);
    await server.database.db.insert(pushSubscriptions).values({
      endpoint: "https://localhost/push/x",
      subscription: { ...browserSubscription(), endpoint: "https://localhost/push/x" },
    });
    const sent = await post({ title: "Monsoon Magic", body: "Up to 35% off", url: "/offers" });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({
      sent: 0,
      removed: 0,
      failed: 1,
      url: `${server.config.SITE_URL}/offers`,
    });
    const history = await (await server.fetch("/api/push/sends", { headers })).json();
    expect(history).toMatchObject({ subscribers: 1, data: [{ title: "Monsoon Magic", failed: 1 }] });
  });
});

describe("VAPID keys", () => {
  it("are generated once, kept in the database and given to the browser", async () => {
    const html = await (await server.fetch("/about")).text();
    const [stored] = await server.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, "vapid-keys"));
    const keys = stored!.value as { publicKey: string; privateKey: string };
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(html).toContain(keys.publicKey);
    expect(html).not.toContain(keys.privateKey);
  });
});

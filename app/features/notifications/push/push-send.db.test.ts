import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../../db/client";
import { pushSends, pushSubscriptions } from "../../../../db/schema/index";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { parseConfig } from "../../../lib/env.server";
import { agencyContactOf } from "../email/agency-contact.server";
import type { AddressPolicy } from "./push-address-guard.server";
import { removePushSubscription, savePushSubscription, sendPushToAll } from "./push-service.server";

type Delivery = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

let database: Database;
let receiver: http.Server;
let base: string;
const deliveries: Delivery[] = [];
/** what the stand-in push service answers, by path */
const answers = new Map<string, number>();

const agency = agencyContactOf(parseConfig({ NODE_ENV: "test", SITE_URL: "https://safarnama.example" }));
const vapid = webpush.generateVAPIDKeys();
/** The local receiver stands in for the push service: allow loopback and http, for this test only. */
const loopbackAllowed: AddressPolicy = { isAllowedAddress: () => true, allowHttp: true };

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(request.url ?? "") ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(pushSubscriptions);
  deliveries.length = 0;
  answers.clear();
});

/** A browser's subscription with real keys, so the encrypted payload can be read back. */
function browser(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint: `${base}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

async function store(subscription: ReturnType<typeof browser>["subscription"]) {
  // straight into the table: the API (rightly) refuses http and loopback endpoints
  await database.db.insert(pushSubscriptions).values({ endpoint: subscription.endpoint, subscription });
}

const message = { title: "Monsoon Magic", body: "Up to 35% off Kerala this July", url: "/offers" };
const send = (policy?: AddressPolicy) =>
  sendPushToAll(database.db, message, { vapid, agency, sentBy: "e2e-admin", policy, timeoutMs: 5_000 });

/** Decrypts an aes128gcm push message as the browser does (RFC 8291 and RFC 8188). */
function decryptAsBrowser(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdh.computeSecret(senderKey), auth, info, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then any padding zeros
  return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
}

/** Checks the VAPID JWT's ES256 signature with the public key the request carries. */
function verifyVapid(header: string, endpoint: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [token, key] = [match![1]!, match![2]!];
  expect(key).toBe(vapid.publicKey);
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(head, "base64url").toString())).toMatchObject({ alg: "ES256" });
  const body = JSON.parse(Buffer.from(claims, "base64url").toString());
  expect(body).toMatchObject({ aud: new URL(endpoint).origin, sub: `mailto:${agency.email}` });
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
}

describe("sending push messages", { timeout: 60_000 }, () => {
  it("signs each request with VAPID and encrypts the message for the browser", async () => {
    const visitor = browser("/push/one");
    await store(visitor.subscription);
    const record = await send(loopbackAllowed);
    expect(record).toMatchObject({ sent: 1, removed: 0, failed: 0, sentBy: "e2e-admin" });
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    verifyVapid(String(delivery!.headers.authorization), visitor.subscription.endpoint);
    expect(delivery!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivery!.headers.ttl)).toBeGreaterThan(0);
    const plain = decryptAsBrowser(delivery!.body, visitor.ecdh, visitor.auth);
    expect(JSON.parse(plain)).toEqual({ ...message, url: "https://safarnama.example/offers" });
    const [kept] = await database.db.select().from(pushSends).where(eq(pushSends.id, record.id));
    expect(kept).toMatchObject({ title: message.title, sent: 1, removed: 0, failed: 0 });
  });

  it("removes subscriptions the push service reports gone (404, 410) and counts failures", async () => {
    const kept = browser("/push/ok");
    const gone = browser("/push/gone");
    const missing = browser("/push/missing");
    const broken = browser("/push/broken");
    for (const visitor of [kept, gone, missing, broken]) await store(visitor.subscription);
    answers.set("/push/gone", 410).set("/push/missing", 404).set("/push/broken", 500);
    expect(await send(loopbackAllowed)).toMatchObject({ sent: 1, removed: 2, failed: 1 });
    const left = (await database.db.select().from(pushSubscriptions)).map((row) => row.endpoint).sort();
    expect(left).toEqual([broken.subscription.endpoint, kept.subscription.endpoint].sort());
  });

  it("never connects to loopback or private addresses with the default guard", async () => {
    await store(browser("/push/inside").subscription);
    // a name that resolves inside (as 127.0.0.1.nip.io would), stored past the API's check
    const named = browser("/push/named").subscription;
    await store({ ...named, endpoint: "https://localhost/push/named" });
    await store({ ...named, endpoint: "https://[::ffff:169.254.169.254]/latest" });
    expect(await send()).toMatchObject({ sent: 0, removed: 0, failed: 3 });
    expect(deliveries).toHaveLength(0);
  });
});

describe("subscribing and unsubscribing", () => {
  it("stores one subscription per endpoint and removes it again", async () => {
    const { subscription } = browser("/push/visitor");
    const publicOne = { ...subscription, endpoint: "https://fcm.googleapis.com/fcm/send/abc" };
    await savePushSubscription(database.db, publicOne);
    await savePushSubscription(database.db, publicOne);
    expect(await database.db.select().from(pushSubscriptions)).toHaveLength(1);
    expect(await removePushSubscription(database.db, publicOne.endpoint)).toBe(true);
    expect(await removePushSubscription(database.db, publicOne.endpoint)).toBe(false);
    expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});

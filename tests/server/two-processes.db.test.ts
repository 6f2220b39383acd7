import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { sampleUploads, tourFields, tourForm, type TourJson } from "../fixtures/tour-form";
import { adminHeaders } from "../setup/admin";
import { startAppProcess, stopAppProcess, type AppProcess } from "../setup/app-process";
import { startSmtpReceiver, type SmtpReceiver } from "../setup/smtp-receiver";
import { createTestDatabase } from "../setup/test-database";

/**
 * Scale out (README): two app processes, as production runs them, behind no load balancer but
 * on one PostgreSQL and one S3-compatible object store. Only on the postgres project (needs
 * TEST_DATABASE_URL): PGlite serves one process.
 */
const onPostgres = process.env.TEST_DB === "postgres";

let database: Database;
let s3: S3rver;
let smtp: SmtpReceiver;
const dirs: string[] = [];
let a: AppProcess;
let b: AppProcess;
let admin: Record<string, string>;

beforeAll(async () => {
  if (!onPostgres) return;
  const s3Dir = await mkdtemp(path.join(os.tmpdir(), "safarnama-2p-s3-"));
  dirs.push(s3Dir);
  s3 = new S3rver({ port: 0, address: "127.0.0.1", directory: s3Dir, silent: true });
  const { port } = await s3.run();
  smtp = await startSmtpReceiver();
  database = await createTestDatabase();
  admin = await adminHeaders(database.db);
  const env = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-2p-"));
    dirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      S3_BUCKET: "safarnama-two-processes",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      SMTP_URL: smtp.url,
      AGENCY_EMAIL: "agency@safarnama.example",
      SEED_DEMO: "false",
      RATE_LIMITS: "false",
      LOG_LEVEL: "error",
    };
  };
  // started together, as a deployment starts them: migrations and start-up work must not collide
  [a, b] = await Promise.all([startAppProcess(await env()), startAppProcess(await env())]);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  for (const running of [a, b]) if (running) await stopAppProcess(running);
  await smtp?.close();
  await s3?.close();
  await database?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, timeoutMs: number, pauseMs = 20) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const priceOn = async (server: AppProcess, id: string) =>
  ((await (await fetch(`${server.url}/api/tours/${id}`)).json()) as { price: number }).price;

describe.skipIf(!onPostgres)("two app processes on one PostgreSQL and one object store", () => {
  let tour: TourJson;

  it("serves through one process an image uploaded through the other", async () => {
    const { jpeg } = await sampleUploads();
    const form = tourForm(tourFields({ price: "20000" }), [["image_url", jpeg]]);
    const created = await fetch(`${a.url}/api/tours`, { method: "POST", headers: admin, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    tour = (await created.json()) as TourJson;
    expect(tour.image_url).toMatch(/^\/uploads\/tours\/.+-960\.webp$/);

    const fromA = await fetch(`${a.url}${tour.image_url}`);
    const fromB = await fetch(`${b.url}${tour.image_url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it("shows a price changed through one process on the other at once", async () => {
    expect(await priceOn(b, tour.id)).toBe(20_000);
    expect(await (await fetch(`${b.url}/packages/${tour.id}`)).text()).toContain("20,000");

    const changed = await fetch(`${a.url}/api/tours/${tour.id}`, {
      method: "PATCH",
      headers: admin,
      body: tourForm({ price: "21000" }),
    });
    expect(changed.status).toBe(200);
    // the catalogue's version row moved (ADR 010): the other process reads the new price
    expect(await priceOn(b, tour.id)).toBe(21_000);
    expect(await (await fetch(`${b.url}/packages/${tour.id}`)).text()).toContain("21,000");
  });

  it("sends each queued email exactly once, whichever process queued it", async () => {
    const book = (server: AppProcess, email: string) =>
      fetch(`${server.url}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          package_id: tour.id,
          travel_date: addDays(todayInIndia(), 40),
          number_of_travelers: 2,
          customer_name: "Two Process Traveller",
          customer_email: email,
          customer_phone: "9876543210",
        }),
      });
    const customers = ["through-a@example.com", "through-b@example.com"];
    expect((await book(a, customers[0]!)).status).toBe(201);
    expect((await book(b, customers[1]!)).status).toBe(201);

    const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).length;
    await until(async () => customers.every((customer) => to(customer) >= 1), 20_000, 250);
    // both workers look at the outbox every 5 s: give each of them another round at least
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(customers.map(to)).toEqual([1, 1]);
    expect(to("agency@safarnama.example")).toBe(2);
  }, 60_000);
});

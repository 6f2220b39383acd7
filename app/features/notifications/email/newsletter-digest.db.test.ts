import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../../db/client";
import { dailyJobRuns, enquiries, outboxEmails } from "../../../../db/schema/index";
import { createEnquiryRow } from "../../../../tests/factories/enquiry-factory";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { addDays, todayInIndia } from "../../../lib/dates";
import { parseConfig } from "../../../lib/env.server";
import { agencyContactOf } from "./agency-contact.server";
import { runNewsletterDigest } from "./newsletter-digest.server";

let database: Database;
const agency = agencyContactOf(parseConfig({ NODE_ENV: "test" }));
const NOW = new Date("2026-05-02T10:00:00+05:30");
const DAY = "2026-05-01";

beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outboxEmails);
  await database.db.delete(dailyJobRuns);
  await database.db.delete(enquiries);
});

const signup = (createdAt: string, source: "newsletter" | "offers_page Subscription" = "newsletter") =>
  createEnquiryRow(database.db, {
    source,
    email: `s-${randomUUID().slice(0, 8)}@example.com`,
    createdAt: new Date(createdAt),
  });

const digests = () =>
  database.db.select().from(outboxEmails).where(eq(outboxEmails.event, "newsletter-digest"));

describe("the daily newsletter digest", { timeout: 60_000 }, () => {
  it("lists yesterday's signups (India's calendar day) and nothing else", async () => {
    const inside = [
      await signup("2026-05-01T00:00:00+05:30"),
      await signup("2026-05-01T23:59:00+05:30", "offers_page Subscription"),
    ];
    const outside = [await signup("2026-04-30T23:59:00+05:30"), await signup("2026-05-02T00:00:00+05:30")];
    await createEnquiryRow(database.db, {
      source: "website",
      createdAt: new Date("2026-05-01T12:00:00+05:30"),
    });
    expect(await runNewsletterDigest(database.db, agency, NOW)).toEqual({
      day: DAY,
      claimed: true,
      signups: 2,
    });
    const [digest] = await digests();
    expect(digest!.toAddress).toBe(agency.email);
    for (const row of inside) expect(digest!.textBody).toContain(row.email);
    for (const row of outside) expect(digest!.textBody).not.toContain(row.email);
  });

  it("goes once a day: a second run the same day does nothing", async () => {
    await signup("2026-05-01T09:00:00+05:30");
    expect((await runNewsletterDigest(database.db, agency, NOW)).claimed).toBe(true);
    expect(await runNewsletterDigest(database.db, agency, new Date("2026-05-02T23:00:00+05:30"))).toEqual({
      day: DAY,
      claimed: false,
      signups: 0,
    });
    expect(await digests()).toHaveLength(1);
  });

  it("sends nothing for a day without signups", async () => {
    expect(await runNewsletterDigest(database.db, agency, NOW)).toEqual({
      day: DAY,
      claimed: true,
      signups: 0,
    });
    expect(await digests()).toHaveLength(0);
  });

  it("goes once with two workers on one embedded database", async () => {
    await signup("2026-05-01T09:00:00+05:30");
    const runs = await Promise.all([
      runNewsletterDigest(database.db, agency, NOW),
      runNewsletterDigest(database.db, agency, NOW),
    ]);
    expect(runs.filter((run) => run.claimed)).toHaveLength(1);
    expect(await digests()).toHaveLength(1);
  });

  // two processes means two connection pools on one PostgreSQL server
  it.skipIf(process.env.TEST_DB !== "postgres")("goes once with two workers on one PostgreSQL", async () => {
    await signup(`${addDays(todayInIndia(), -1)}T09:00:00+05:30`);
    const second = await openDatabase({ databaseUrl: database.url! });
    try {
      for (let round = 0; round < 5; round++) {
        await database.db.delete(dailyJobRuns);
        await database.db.delete(outboxEmails);
        const runs = await Promise.all([
          runNewsletterDigest(database.db, agency),
          runNewsletterDigest(second.db, agency),
          runNewsletterDigest(database.db, agency),
          runNewsletterDigest(second.db, agency),
        ]);
        expect(runs.filter((run) => run.claimed)).toHaveLength(1);
        expect(await digests()).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

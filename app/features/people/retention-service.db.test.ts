import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, outboxEmails } from "../../../db/schema";
import { createBookingRow } from "../../../tests/factories/booking-factory";
import { createEnquiryRow } from "../../../tests/factories/enquiry-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { runRetention } from "./retention-service.server";

const database = useTestDatabase();
const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/** Issue 22 (DPDP Act 2023): personal data is kept only as long as it is needed. */
describe("retention", () => {
  it("deletes enquiries of 24 months that never became a booking and empties emails of 90 days, once a day", async () => {
    const db = database.db;
    const now = new Date(Date.UTC(2031, 5, 10, 6));
    const unique = randomUUID().slice(0, 8);
    const old = await createEnquiryRow(db, {
      source: "website",
      email: `old-${unique}@example.com`,
      phone: "",
      createdAt: monthsAgo(25, now),
    });
    const booked = await createEnquiryRow(db, {
      source: "popup",
      email: "",
      phone: "+91 98111 22334",
      createdAt: monthsAgo(30, now),
    });
    await createBookingRow(db, { customerPhone: "9811122334" });
    const recent = await createEnquiryRow(db, { source: "website", createdAt: monthsAgo(23, now) });
    const signup = await createEnquiryRow(db, {
      source: "newsletter",
      email: `reader-${unique}@example.com`,
      createdAt: monthsAgo(40, now),
    });
    const [oldMail, newMail, waiting] = await db
      .insert(outboxEmails)
      .values([
        {
          toAddress: "a@example.com",
          subject: "s",
          textBody: "old",
          status: "sent",
          createdAt: monthsAgo(4, now),
        },
        {
          toAddress: "b@example.com",
          subject: "s",
          textBody: "new",
          status: "sent",
          createdAt: monthsAgo(1, now),
        },
        {
          toAddress: "c@example.com",
          subject: "s",
          textBody: "due",
          status: "pending",
          createdAt: monthsAgo(4, now),
        },
      ])
      .returning();

    const run = await runRetention(db, { enquiryMonths: 24, outboxBodyDays: 90, travellerIdDays: 30 }, now);
    expect(run).toMatchObject({ claimed: true, enquiries: 1, emails: 1 });
    const left = await db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(inArray(enquiries.id, [old.id, booked.id, recent.id, signup.id]));
    expect(left.map((row) => row.id).sort()).toEqual([booked.id, recent.id, signup.id].sort());
    const bodyOf = async (id: string) =>
      (await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]?.textBody;
    expect(await bodyOf(oldMail!.id)).toBe("");
    expect(await bodyOf(newMail!.id)).toBe("new");
    expect(await bodyOf(waiting!.id)).toBe("due");

    // a second process the same day does nothing
    expect(
      await runRetention(db, { enquiryMonths: 1, outboxBodyDays: 1, travellerIdDays: 30 }, now),
    ).toMatchObject({
      claimed: false,
    });
    expect(await bodyOf(newMail!.id)).toBe("new");
  });
});

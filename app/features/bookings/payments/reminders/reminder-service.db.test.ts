import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outboxEmails, paymentReminders } from "../../../../../db/schema/index";
import { useTestDatabase } from "../../../../../tests/setup/use-test-database";
import { createSixtyThousandBooking } from "../../../../../tests/factories/booking-factory";
import { parseConfig } from "~/lib/env.server";
import { recordPayment } from "../payment-service.server";
import { sendPaymentReminders } from "./reminder-service.server";
import { reminderStepOn } from "./reminder-steps";

const database = useTestDatabase();
const config = parseConfig({ NODE_ENV: "test" });

/** Noon in India on a calendar day. */
const noonOn = (day: string) => new Date(`${day}T06:30:00Z`);

/**
 * ₹60,000 booked on 1 May for 1 July: 30% at booking, up to 50% by 16 June, the rest by 24 June.
 * The advance is paid, so ₹12,000 falls due on 16 June.
 */
async function bookingWithAdvancePaid(overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const row = await createSixtyThousandBooking(database.db, overrides);
  await recordPayment(
    database.db,
    row.id,
    { kind: "payment", amount: 18_000, method: "upi", reference: "", received_on: "2026-05-01" },
    "2026-05-01",
  );
  return row;
}

const remindersOf = (bookingId: string) =>
  database.db.select().from(paymentReminders).where(eq(paymentReminders.bookingId, bookingId));
const remindersMailed = (email: string) =>
  database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.event, "payment-reminder")));

describe("reminder steps", () => {
  it("are 7 days, 3 days and the day before a due date, then weekly when overdue, three times", () => {
    const due = "2026-06-16";
    expect(reminderStepOn(due, "2026-06-08")).toBeNull();
    expect(reminderStepOn(due, "2026-06-09")).toBe("before-7");
    expect(reminderStepOn(due, "2026-06-12")).toBe("before-7");
    expect(reminderStepOn(due, "2026-06-13")).toBe("before-3");
    expect(reminderStepOn(due, "2026-06-16")).toBe("due-today");
    expect(reminderStepOn(due, "2026-06-17")).toBe("overdue-1");
    expect(reminderStepOn(due, "2026-06-24")).toBe("overdue-2");
    expect(reminderStepOn(due, "2026-07-01")).toBe("overdue-3");
    expect(reminderStepOn(due, "2026-08-01")).toBe("overdue-3");
  });
});

describe("payment reminders", () => {
  it("go out once at each step, with the pay-now box, and stop after three overdue ones", async () => {
    const booking = await bookingWithAdvancePaid();
    const days = [
      ["2026-06-08", []],
      ["2026-06-09", ["before-7"]],
      ["2026-06-10", ["before-7"]],
      ["2026-06-13", ["before-7", "before-3"]],
      ["2026-06-16", ["before-7", "before-3", "due-today"]],
      ["2026-06-17", ["before-7", "before-3", "due-today", "overdue-1"]],
      ["2026-06-20", ["before-7", "before-3", "due-today", "overdue-1"]],
      ["2026-06-24", ["before-7", "before-3", "due-today", "overdue-1", "overdue-2"]],
      ["2026-07-01", ["before-7", "before-3", "due-today", "overdue-1", "overdue-2", "overdue-3"]],
      ["2026-07-08", ["before-7", "before-3", "due-today", "overdue-1", "overdue-2", "overdue-3"]],
    ] as const;
    let mailed = 0;
    let first: typeof outboxEmails.$inferSelect | undefined;
    for (const [day, steps] of days) {
      // two processes at once: each step still goes out once
      await Promise.all([
        sendPaymentReminders(database.db, config, noonOn(day)),
        sendPaymentReminders(database.db, config, noonOn(day)),
      ]);
      expect((await remindersOf(booking.id)).map((r) => r.step).sort(), day).toEqual([...steps].sort());
      // the days are simulated, the outbox's hourly cap per inbox is not: empty it day by day
      const mail = await remindersMailed(booking.customerEmail);
      first ??= mail[0];
      mailed += mail.length;
      await database.db.delete(outboxEmails).where(eq(outboxEmails.toAddress, booking.customerEmail));
    }
    expect(mailed).toBe(6);
    // on the travel date (1 July) the tax invoice is issued, paid in full or not
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored?.invoiceNumber).toMatch(/^SAF\/26-27\/\d{4}$/);
    expect(first?.subject).toContain("due in 7 days");
    expect(first?.textBody).toContain("Pay ₹12,000 now");
    expect(first?.textBody).toContain(`upi://pay?pa=`);
    expect(first?.textBody).toContain(`&am=12000.00&cu=INR&tn=${booking.reference}`);
    expect(first?.attachments).toEqual([expect.objectContaining({ filename: "upi-qr.png" })]);
  });

  it("are never sent for a booking paid in full or cancelled", async () => {
    const paid = await bookingWithAdvancePaid();
    await recordPayment(
      database.db,
      paid.id,
      { kind: "payment", amount: 42_000, method: "upi", reference: "", received_on: "2026-05-02" },
      "2026-05-02",
    );
    const cancelled = await bookingWithAdvancePaid();
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.id));
    for (const day of ["2026-06-09", "2026-06-16", "2026-06-17", "2026-06-24"]) {
      await sendPaymentReminders(database.db, config, noonOn(day));
    }
    expect(await remindersOf(paid.id)).toEqual([]);
    expect(await remindersOf(cancelled.id)).toEqual([]);
    expect(await remindersMailed(paid.customerEmail)).toEqual([]);
  });
});

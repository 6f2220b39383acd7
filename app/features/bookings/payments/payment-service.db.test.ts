import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookings } from "../../../../db/schema/index";
import { refusal } from "../../../../tests/setup/refusal";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { createSixtyThousandBooking, upiPayment } from "../../../../tests/factories/booking-factory";
import { getBookingPayments, recordPayment } from "./payment-service.server";
import { listOverdueBalances } from "./overdue-list.server";

const database = useTestDatabase();

/** 11:30 in India on 1 May 2026: the booking's calendar day there. */
const BOOKED_AT = new Date("2026-05-01T06:00:00Z");
const BOOKED_ON = "2026-05-01";

/** A booking of ₹60,000 made on 1 May for a trip `days` later. */
function bookingFor(days: number, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const travel = new Date(Date.UTC(2026, 4, 1 + days)).toISOString().slice(0, 10);
  return createSixtyThousandBooking(database.db, {
    travelDate: travel,
    bookingDate: BOOKED_AT,
    ...overrides,
  });
}

const pay = (amount: number, kind: "payment" | "refund" = "payment") => upiPayment(amount, BOOKED_ON, kind);

describe("a recorded payment's balance and next due date (docs/product.md §9)", () => {
  it("booked 30 days ahead: after the 30% advance, 20% more is due 15 days before departure", async () => {
    const booking = await bookingFor(30);
    const { account } = await recordPayment(database.db, booking.id, pay(18_000), BOOKED_ON);
    expect(account).toMatchObject({
      paid: 18_000,
      balance: 42_000,
      next_due: { amount: 12_000, due_date: "2026-05-16", overdue: false },
      overdue_amount: 0,
      cancellation: { rule: "deposit", charge: 18_000, kept: 18_000, refund: 0 },
    });
    // and the same when read back later, with the second instalment late by then
    const later = await getBookingPayments(database.db, booking.id, "2026-05-20");
    expect(later?.account).toMatchObject({
      paid: 18_000,
      next_due: { amount: 12_000, due_date: "2026-05-16", overdue: true, days_overdue: 4 },
      overdue_amount: 12_000,
    });
    expect(later?.payments).toMatchObject([
      { kind: "payment", amount: 18_000, method: "upi", reference: "UPI-18000" },
    ]);
  });

  it("booked 10 days ahead: 50% is due at booking, so a 30% payment still leaves 20% due today", async () => {
    const booking = await bookingFor(10);
    const first = await recordPayment(database.db, booking.id, pay(18_000), BOOKED_ON);
    expect(first.account).toMatchObject({
      balance: 42_000,
      next_due: { amount: 12_000, due_date: BOOKED_ON, overdue: false },
    });
    const second = await recordPayment(database.db, booking.id, pay(12_000), BOOKED_ON);
    expect(second.account).toMatchObject({
      paid: 30_000,
      balance: 30_000,
      next_due: { amount: 30_000, due_date: "2026-05-04", overdue: false },
      cancellation: { rule: "half", charge: 30_000, refund: 0 },
    });
  });

  it("booked 3 days ahead: everything is due at booking", async () => {
    const booking = await bookingFor(3);
    const { account } = await recordPayment(database.db, booking.id, pay(30_000), BOOKED_ON);
    expect(account).toMatchObject({
      paid: 30_000,
      balance: 30_000,
      next_due: { amount: 30_000, due_date: BOOKED_ON, overdue: false },
      cancellation: { rule: "full", charge: 60_000, kept: 30_000, refund: 0 },
    });
    const full = await recordPayment(database.db, booking.id, pay(30_000), BOOKED_ON);
    expect(full.account).toMatchObject({ balance: 0, next_due: null, overdue_amount: 0 });
  });
});

describe("recordPayment's rules", () => {
  it("refuses a payment over the balance and a refund over what was paid, with the amount's field", async () => {
    const booking = await bookingFor(40);
    const over = await refusal(recordPayment(database.db, booking.id, pay(60_001), BOOKED_ON));
    expect(over.status).toBe(400);
    expect(over.errors?.amount).toBe("More than the balance due (₹60,000)");
    await recordPayment(database.db, booking.id, pay(20_000), BOOKED_ON);
    const refund = await refusal(recordPayment(database.db, booking.id, pay(20_001, "refund"), BOOKED_ON));
    expect(refund.errors?.amount).toBe("More than has been paid (₹20,000)");
    const back = await recordPayment(database.db, booking.id, pay(5_000, "refund"), BOOKED_ON);
    expect(back.account).toMatchObject({ paid: 15_000, balance: 45_000 });
  });

  it("a cancelled booking takes refunds but no payments", async () => {
    const booking = await bookingFor(40);
    await recordPayment(database.db, booking.id, pay(18_000), BOOKED_ON);
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    const refused = await refusal(recordPayment(database.db, booking.id, pay(1_000), BOOKED_ON));
    expect(refused.status).toBe(409);
    const { account } = await recordPayment(database.db, booking.id, pay(18_000, "refund"), BOOKED_ON);
    expect(account).toMatchObject({ paid: 0, next_due: null, cancellation: null });
  });

  it("an unknown booking is not found", async () => {
    const missing = await refusal(recordPayment(database.db, "00000000-0000-4000-8000-000000000000", pay(1)));
    expect(missing.status).toBe(404);
    expect(await getBookingPayments(database.db, "not-a-uuid")).toBeNull();
  });

  it("writes an audit entry for each payment and refund", async () => {
    const booking = await bookingFor(40);
    await recordPayment(database.db, booking.id, pay(9_000), BOOKED_ON);
    await recordPayment(database.db, booking.id, pay(1_000, "refund"), BOOKED_ON);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, booking.reference));
    expect(entries.map((e) => [e.action, (e.after as { amount: number }).amount])).toEqual([
      ["payment.recorded", 9_000],
      ["payment.refunded", 1_000],
    ]);
  });
});

describe("listOverdueBalances", () => {
  it("lists bookings with an instalment past due, not those paid up or cancelled", async () => {
    const marker = { packageTitle: `Overdue check ${Date.now()}` };
    const late = await bookingFor(30, marker);
    const partly = await bookingFor(30, marker);
    const upToDate = await bookingFor(30, marker);
    const cancelled = await bookingFor(30, { ...marker, status: "cancelled" });
    await recordPayment(database.db, partly.id, pay(10_000), BOOKED_ON);
    await recordPayment(database.db, upToDate.id, pay(18_000), BOOKED_ON);
    const mine = (await listOverdueBalances(database.db, { limit: 500 }, "2026-05-03")).items.filter(
      (row) => row.booking.package_title === marker.packageTitle,
    );
    const lines = mine.map((row) => [
      row.booking.reference,
      row.overdue_amount,
      row.due_date,
      row.days_overdue,
    ]);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        [late.reference, 18_000, BOOKED_ON, 2],
        [partly.reference, 8_000, BOOKED_ON, 2],
      ]),
    );
    expect(mine.map((row) => row.booking.id)).not.toContain(cancelled.id);
  });

  it("pages longest overdue first, by the day the unpaid instalment fell due", async () => {
    const marker = { packageTitle: `Overdue order ${Date.now()}` };
    const balanceLate = await bookingFor(30, marker); // balance due 24 May
    await recordPayment(database.db, balanceLate.id, pay(30_000), BOOKED_ON);
    const nothingPaid = await bookingFor(30, marker); // advance due 1 May
    const secondLate = await bookingFor(40, marker); // second instalment due 26 May
    await recordPayment(database.db, secondLate.id, pay(18_000), BOOKED_ON);
    const seen: string[] = [];
    let page = await listOverdueBalances(database.db, { limit: 2 }, "2026-06-20");
    let pages = 1;
    for (;;) {
      seen.push(
        ...page.items
          .filter((row) => row.booking.package_title === marker.packageTitle)
          .map((row) => row.booking.id),
      );
      if (!page.next) break;
      page = await listOverdueBalances(database.db, { limit: 2, cursor: page.next }, "2026-06-20");
      pages += 1;
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual([nothingPaid.id, balanceLate.id, secondLate.id]);
  });
});

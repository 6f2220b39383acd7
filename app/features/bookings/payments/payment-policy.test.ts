import { describe, expect, it } from "vitest";
import {
  cancellationQuote,
  daysBetween,
  nextDueOf,
  paymentAccount,
  paymentSchedule,
  percentOf,
} from "./payment-policy";

const BOOKED = "2026-05-01";
const TOTAL = 60_000;

describe("paymentSchedule", () => {
  it("booked 30 days ahead: 30% at booking, up to 50% 15 days before, the rest 7 days before", () => {
    expect(paymentSchedule({ total: TOTAL, bookedOn: BOOKED, travelDate: "2026-05-31" })).toEqual([
      { label: "Advance (30%) at booking", dueDate: "2026-05-01", amount: 18_000, cumulative: 18_000 },
      { label: "Second instalment (to 50%)", dueDate: "2026-05-16", amount: 12_000, cumulative: 30_000 },
      { label: "Balance", dueDate: "2026-05-24", amount: 30_000, cumulative: 60_000 },
    ]);
  });

  it("booked 10 days ahead: the 15-day date has passed, so 50% at booking and the rest 7 days before", () => {
    expect(paymentSchedule({ total: TOTAL, bookedOn: BOOKED, travelDate: "2026-05-11" })).toEqual([
      { label: "Advance (50%) at booking", dueDate: "2026-05-01", amount: 30_000, cumulative: 30_000 },
      { label: "Balance", dueDate: "2026-05-04", amount: 30_000, cumulative: 60_000 },
    ]);
  });

  it("booked 3 days ahead: everything at booking", () => {
    expect(paymentSchedule({ total: TOTAL, bookedOn: BOOKED, travelDate: "2026-05-04" })).toEqual([
      { label: "Full payment at booking", dueDate: "2026-05-01", amount: 60_000, cumulative: 60_000 },
    ]);
  });

  it("the boundaries: 16 days is three instalments, 15 and 8 are two, 7 is one", () => {
    const count = (days: number) =>
      paymentSchedule({
        total: TOTAL,
        bookedOn: BOOKED,
        travelDate: `2026-05-${String(1 + days).padStart(2, "0")}`,
      }).length;
    expect([16, 15, 8, 7, 0].map(count)).toEqual([3, 2, 2, 1, 1]);
  });

  it("rounds to whole rupees and the instalments always add up to the total", () => {
    for (const total of [0, 1, 7, 99_999, 123_457, 2_147_483_647]) {
      for (const travelDate of ["2026-05-02", "2026-05-12", "2026-07-01"]) {
        const schedule = paymentSchedule({ total, bookedOn: BOOKED, travelDate });
        expect(schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(total);
        expect(schedule.at(-1)?.cumulative).toBe(total);
        for (const i of schedule) expect(Number.isInteger(i.amount)).toBe(true);
      }
    }
    expect(percentOf(99_999, 30)).toBe(30_000);
    expect(percentOf(5, 50)).toBe(3);
  });

  it("counts calendar days across months and years", () => {
    expect(daysBetween("2026-12-25", "2027-01-09")).toBe(15);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-05-10", "2026-05-01")).toBe(-9);
  });
});

describe("next amount due", () => {
  const thirty = paymentSchedule({ total: TOTAL, bookedOn: BOOKED, travelDate: "2026-05-31" });

  it("after the advance, the second instalment on its date", () => {
    expect(nextDueOf(thirty, 18_000, "2026-05-02")).toEqual({
      amount: 12_000,
      dueDate: "2026-05-16",
      overdue: false,
      daysOverdue: 0,
    });
  });

  it("a part payment leaves the rest of that instalment due on the same date", () => {
    expect(nextDueOf(thirty, 10_000, "2026-05-01")).toMatchObject({ amount: 8_000, dueDate: "2026-05-01" });
  });

  it("late: everything due by today, dated from the first missed instalment", () => {
    expect(nextDueOf(thirty, 0, "2026-05-20")).toEqual({
      amount: 30_000,
      dueDate: "2026-05-01",
      overdue: true,
      daysOverdue: 19,
    });
  });

  it("nothing once paid in full", () => {
    expect(nextDueOf(thirty, TOTAL, "2026-05-20")).toBeNull();
  });
});

describe("cancellationQuote", () => {
  const quote = (today: string, paid = 0) =>
    cancellationQuote({ total: TOTAL, paid, travelDate: "2026-05-31", today });

  it("more than 15 days before departure: the 30% deposit is kept, the rest refunded", () => {
    expect(quote("2026-05-15", 30_000)).toEqual({
      daysBefore: 16,
      rule: "deposit",
      charge: 18_000,
      kept: 18_000,
      refund: 12_000,
    });
  });

  it("15 to 7 days before: 50%", () => {
    expect(quote("2026-05-16", 60_000)).toMatchObject({
      daysBefore: 15,
      rule: "half",
      charge: 30_000,
      refund: 30_000,
    });
    expect(quote("2026-05-24", 60_000)).toMatchObject({ daysBefore: 7, rule: "half", charge: 30_000 });
  });

  it("less than 7 days before, or after departure: no refund", () => {
    expect(quote("2026-05-25", 60_000)).toMatchObject({
      daysBefore: 6,
      rule: "full",
      refund: 0,
      kept: 60_000,
    });
    expect(quote("2026-06-02", 60_000)).toMatchObject({ daysBefore: -2, rule: "full", refund: 0 });
  });

  it("the charge is taken from what was paid, never billed on top", () => {
    expect(quote("2026-05-25", 10_000)).toMatchObject({ charge: 60_000, kept: 10_000, refund: 0 });
    expect(quote("2026-05-01", 0)).toMatchObject({ charge: 18_000, kept: 0, refund: 0 });
  });
});

describe("paymentAccount", () => {
  const base = { total: TOTAL, bookedOn: BOOKED, travelDate: "2026-05-31", cancelled: false };

  it("balance, next due, the overdue part and today's cancellation terms together", () => {
    const account = paymentAccount({ ...base, paid: 18_000, today: "2026-05-18" });
    expect(account).toMatchObject({
      total: 60_000,
      paid: 18_000,
      balance: 42_000,
      nextDue: { amount: 12_000, dueDate: "2026-05-16", overdue: true, daysOverdue: 2 },
      overdueAmount: 12_000,
      cancellation: { rule: "half", charge: 30_000, kept: 18_000, refund: 0 },
    });
  });

  it("an instalment due today is due, not overdue", () => {
    const account = paymentAccount({ ...base, paid: 0, today: BOOKED });
    expect(account.overdueAmount).toBe(0);
    expect(account.nextDue).toMatchObject({ amount: 18_000, overdue: false });
  });

  it("a cancelled booking owes nothing more and has no cancellation terms", () => {
    const account = paymentAccount({ ...base, paid: 18_000, today: "2026-05-28", cancelled: true });
    expect(account).toMatchObject({ nextDue: null, overdueAmount: 0, cancellation: null, balance: 0 });
  });
});

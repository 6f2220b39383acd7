import { addDays } from "~/lib/dates";

/**
 * The payment and cancellation policy of docs/product.md §9, in one pure module: what is due when,
 * and what a cancellation costs on a given day. Whole rupees and calendar dates (YYYY-MM-DD, India
 * time: the caller passes `todayInIndia()`). Nothing here reads a clock or a database. ADR 015
 * explains the readings of the policy this makes where its text is silent.
 */

/**
 * docs/product.md §9 (the chat's answer): a 30% advance confirms a booking. It is the
 * non-refundable deposit.
 */
export const ADVANCE_PERCENT = 30;
/** docs/product.md §9: 50% of the package price is due 15 days before departure... */
export const FIRST_HALF_PERCENT = 50;
export const FIRST_HALF_DAYS_BEFORE = 15;
/** ...and the rest 7 days before; a booking made within 7 days pays in full at once. */
export const FULL_PAYMENT_DAYS_BEFORE = 7;
/**
 * docs/product.md §9: cancelling 15 to 7 days before departure costs 50%; within 7 days nothing is
 * refunded.
 */
export const LATE_CANCELLATION_PERCENT = 50;
/**
 * docs/product.md §9: a change costs 50% of the deposit more than 15 days before departure, 100%
 * within 15 days.
 */
export const EARLY_CHANGE_PERCENT_OF_DEPOSIT = 50;
export const LATE_CHANGE_PERCENT_OF_DEPOSIT = 100;

type Instalment = {
  label: string;
  /** the calendar date by which `cumulative` should have been paid */
  dueDate: string;
  /** this instalment's own amount */
  amount: number;
  /** everything due up to and including this instalment */
  cumulative: number;
};

type NextDue = {
  /** what to pay now: everything due up to the later of today and `dueDate`, less what was paid */
  amount: number;
  dueDate: string;
  overdue: boolean;
  daysOverdue: number;
};

type CancellationRule = "deposit" | "half" | "full";

type CancellationQuote = {
  /** whole days from `today` to the travel date (negative once it has passed) */
  daysBefore: number;
  rule: CancellationRule;
  /** what the policy charges for cancelling on `today` */
  charge: number;
  /** of what was paid, what would come back: the charge is taken from payments, never billed on top */
  refund: number;
  /** what the agency would keep of what was paid */
  kept: number;
};

/**
 * docs/product.md §9 and the booking page: a refund goes back to the original payment method within
 * this many working days of the cancellation (Monday to Friday: the days banks move money).
 */
const REFUND_WORKING_DAYS = 14;

/** What became of the money of a cancelled booking (issue 38): never read as a balance owed. */
type CancelledSettlement = {
  /** the calendar day (India) it was cancelled: the policy is applied as of that day */
  cancelledOn: string;
  daysBefore: number;
  rule: CancellationRule;
  /** everything received (refunds not taken off) */
  received: number;
  /** what the policy charged for cancelling that day */
  charge: number;
  /** of what was received, what the agency keeps */
  kept: number;
  /** what is to be given back under the policy */
  refundDue: number;
  /** refunds recorded so far */
  refunded: number;
  /** still to be given back: the admin sees "Refund owed" until it is 0 */
  refundOwed: number;
  /** the last day the refund is promised by */
  refundBy: string;
};

/** `date` plus `days` working days (Saturdays and Sundays skipped). */
export function addWorkingDays(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0;) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/**
 * A cancelled booking's money: the policy of the day it was cancelled keeps its charge from what
 * was received, the rest is refunded within REFUND_WORKING_DAYS working days. Refunds recorded
 * count against what is owed; a refund beyond the policy (a goodwill waiver) leaves nothing owed.
 */
function cancelledSettlement(input: {
  total: number;
  received: number;
  refunded: number;
  travelDate: string;
  cancelledOn: string;
}): CancelledSettlement {
  const quote = cancellationQuote({
    total: input.total,
    paid: input.received,
    travelDate: input.travelDate,
    today: input.cancelledOn,
  });
  return {
    cancelledOn: input.cancelledOn,
    daysBefore: quote.daysBefore,
    rule: quote.rule,
    received: input.received,
    charge: quote.charge,
    kept: Math.min(quote.kept, input.received - input.refunded),
    refundDue: quote.refund,
    refunded: input.refunded,
    refundOwed: Math.max(0, quote.refund - input.refunded),
    refundBy: addWorkingDays(input.cancelledOn, REFUND_WORKING_DAYS),
  };
}

export type PaymentAccount = {
  total: number;
  paid: number;
  balance: number;
  schedule: Instalment[];
  /** null when nothing more is due (paid in full) or the booking is cancelled */
  nextDue: NextDue | null;
  /** the part of the balance whose due date has passed */
  overdueAmount: number;
  /** null for a cancelled booking */
  cancellation: CancellationQuote | null;
  /** a cancelled booking's charge and refund; null while it stands */
  settlement: CancelledSettlement | null;
};

/** `percent` of `total`, to the nearest whole rupee (halves up). */
export function percentOf(total: number, percent: number): number {
  return Math.round((total * percent) / 100);
}

/** Whole days from one calendar date to another: 2026-05-01 → 2026-05-31 is 30. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * What is due when, for a booking of `total` rupees made on `bookedOn` for `travelDate`:
 * - more than 15 days ahead: the 30% advance at booking, up to 50% by 15 days before departure,
 *   the rest by 7 days before;
 * - 8 to 15 days ahead: the 15-day date has passed, so 50% at booking and the rest 7 days before;
 * - 7 days or less: everything at booking.
 */
export function paymentSchedule(input: {
  total: number;
  bookedOn: string;
  travelDate: string;
}): Instalment[] {
  const { total, bookedOn, travelDate } = input;
  const daysAhead = daysBetween(bookedOn, travelDate);
  if (daysAhead <= FULL_PAYMENT_DAYS_BEFORE) {
    return [{ label: "Full payment at booking", dueDate: bookedOn, amount: total, cumulative: total }];
  }
  const half = percentOf(total, FIRST_HALF_PERCENT);
  const balance = {
    label: "Balance",
    dueDate: addDays(travelDate, -FULL_PAYMENT_DAYS_BEFORE),
    amount: total - half,
    cumulative: total,
  };
  if (daysAhead <= FIRST_HALF_DAYS_BEFORE) {
    return [
      {
        label: `Advance (${FIRST_HALF_PERCENT}%) at booking`,
        dueDate: bookedOn,
        amount: half,
        cumulative: half,
      },
      balance,
    ];
  }
  const advance = percentOf(total, ADVANCE_PERCENT);
  return [
    {
      label: `Advance (${ADVANCE_PERCENT}%) at booking`,
      dueDate: bookedOn,
      amount: advance,
      cumulative: advance,
    },
    {
      label: `Second instalment (to ${FIRST_HALF_PERCENT}%)`,
      dueDate: addDays(travelDate, -FIRST_HALF_DAYS_BEFORE),
      amount: half - advance,
      cumulative: half,
    },
    balance,
  ];
}

/** The most the schedule asks for by the end of `date`. */
function dueBy(schedule: Instalment[], date: string): number {
  return schedule.reduce((most, i) => (i.dueDate <= date ? Math.max(most, i.cumulative) : most), 0);
}

/** The next amount to pay and its date, given what was paid; null when nothing more is due. */
export function nextDueOf(schedule: Instalment[], paid: number, today: string): NextDue | null {
  const unmet = schedule.find((i) => i.cumulative > paid);
  if (!unmet) return null;
  const overdue = unmet.dueDate < today;
  const amount = dueBy(schedule, overdue ? today : unmet.dueDate) - paid;
  return {
    amount,
    dueDate: unmet.dueDate,
    overdue,
    daysOverdue: overdue ? daysBetween(unmet.dueDate, today) : 0,
  };
}

/**
 * What cancelling on `today` costs: more than 15 days before departure the 30% deposit; 15 to 7
 * days before, 50% of the package price; less than 7 days before (or after departure), all of it.
 * The charge is kept from what was paid; the rest is refunded.
 */
export function cancellationQuote(input: {
  total: number;
  paid: number;
  travelDate: string;
  today: string;
}): CancellationQuote {
  const { total, paid, travelDate, today } = input;
  const daysBefore = daysBetween(today, travelDate);
  const [rule, charge]: [CancellationRule, number] =
    daysBefore > FIRST_HALF_DAYS_BEFORE
      ? ["deposit", percentOf(total, ADVANCE_PERCENT)]
      : daysBefore >= FULL_PAYMENT_DAYS_BEFORE
        ? ["half", percentOf(total, LATE_CANCELLATION_PERCENT)]
        : ["full", total];
  const kept = Math.min(Math.max(paid, 0), charge);
  return { daysBefore, rule, charge, kept, refund: Math.max(paid, 0) - kept };
}

/**
 * Everything the admin and the traveller see about a booking's money, as of `today`. A cancelled
 * booking (`cancelledOn` given) owes nothing: its balance is 0 and its settlement says what is kept
 * and refunded; `received` and `refunded` (payments and refunds apart) default to `paid` and 0.
 */
export function paymentAccount(input: {
  total: number;
  paid: number;
  received?: number;
  refunded?: number;
  bookedOn: string;
  travelDate: string;
  today: string;
  cancelled: boolean;
  cancelledOn?: string;
}): PaymentAccount {
  const { total, paid, today, cancelled } = input;
  const schedule = paymentSchedule(input);
  const settlement = cancelled
    ? cancelledSettlement({
        total,
        received: input.received ?? paid,
        refunded: input.refunded ?? 0,
        travelDate: input.travelDate,
        cancelledOn: input.cancelledOn ?? today,
      })
    : null;
  return {
    total,
    paid,
    balance: cancelled ? 0 : total - paid,
    settlement,
    schedule,
    nextDue: cancelled ? null : nextDueOf(schedule, paid, today),
    overdueAmount: cancelled ? 0 : Math.max(0, dueBy(schedule, addDays(today, -1)) - paid),
    cancellation: cancelled ? null : cancellationQuote(input),
  };
}

/** The cancellation rule in words, for the admin and the traveller. */
export const cancellationRuleText: Record<CancellationRule, string> = {
  deposit: `More than ${FIRST_HALF_DAYS_BEFORE} days before departure: the ${ADVANCE_PERCENT}% deposit is kept.`,
  half: `${FIRST_HALF_DAYS_BEFORE} to ${FULL_PAYMENT_DAYS_BEFORE} days before departure: ${LATE_CANCELLATION_PERCENT}% of the package price is charged.`,
  full: `Less than ${FULL_PAYMENT_DAYS_BEFORE} days before departure: no refund.`,
};

/**
 * What the booking screen and the first email both say about paying (issue 38: they must agree).
 * `canPayNow`: the agency's UPI or bank details are set, so the email carries them.
 */
export function payingToConfirmText(amount: string, canPayNow: boolean): string {
  return canPayNow
    ? `Your booking is confirmed once the advance of ${amount} is paid. You can pay it now: the UPI and bank details are in your confirmation email and on your booking page. Our travel expert will also call you within 24 hours to go through the plan.`
    : `Your booking is confirmed once the advance of ${amount} is paid. Our travel expert will call you within 24 hours to go through the plan and tell you how to pay.`;
}

/**
 * The payment policy (docs/product.md §9) in a few lines: the emails, the terms page and the
 * booking page quote it.
 */
export const paymentPolicyPoints = [
  `A ${ADVANCE_PERCENT}% advance confirms your booking.`,
  `${FIRST_HALF_PERCENT}% of the package price is due ${FIRST_HALF_DAYS_BEFORE} days before departure, the rest ${FULL_PAYMENT_DAYS_BEFORE} days before.`,
  `Booking ${FULL_PAYMENT_DAYS_BEFORE + 1} to ${FIRST_HALF_DAYS_BEFORE} days before departure? ${FIRST_HALF_PERCENT}% is due at booking. Within ${FULL_PAYMENT_DAYS_BEFORE} days of departure, full payment is due at booking.`,
  `The deposit is non-refundable. Cancelling ${FIRST_HALF_DAYS_BEFORE} to ${FULL_PAYMENT_DAYS_BEFORE} days before departure costs ${LATE_CANCELLATION_PERCENT}%; within ${FULL_PAYMENT_DAYS_BEFORE} days there is no refund.`,
  `Changes cost ${EARLY_CHANGE_PERCENT_OF_DEPOSIT}% of the deposit more than ${FIRST_HALF_DAYS_BEFORE} days before departure, ${LATE_CHANGE_PERCENT_OF_DEPOSIT}% within ${FIRST_HALF_DAYS_BEFORE} days.`,
] as const;

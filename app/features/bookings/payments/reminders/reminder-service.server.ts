import { and, gte, lt, ne } from "drizzle-orm";
import type { Db } from "../../../../../db/client";
import { bookings, paymentReminders, type BookingRow } from "../../../../../db/schema/index";
import type { Payee } from "~/features/agency-settings/agency-settings-schema";
import { bookingPagePath } from "~/features/bookings/lookup/booking-link-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeCustomerEmail } from "~/features/notifications/email/email-render.server";
import { enqueueEmail, type OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { claimMorningRun, startDailyJob, type DailyJobOptions, type DailyRun } from "~/lib/daily-job.server";
import { addDays, formatTravelDate, todayInIndia } from "~/lib/dates";
import type { Config } from "~/lib/env.server";
import { formatRupees } from "~/lib/money";
import type { ReminderStep } from "../../../../../domain/billing-values";
import { payNowEmailPart } from "../pay-now/pay-now-email.server";
import { payNowOf } from "../pay-now/pay-now-schema";
import { agencyWithPayee } from "../pay-now/pay-now-service.server";
import { accountOf, invoiceOnTravelDate } from "../payment-service.server";
import { reminderStepOn, reminderSubjects } from "./reminder-steps";

const REMINDERS_JOB = "payment-reminders";
/** Reminders go out from this hour (India time), not in the night. */
/** Overdue reminders stop three weeks after the due date (overdue-3 is the last). */
const LOOK_BACK_DAYS = 60;

function reminderEmail(
  booking: BookingRow,
  step: ReminderStep,
  payNow: NonNullable<ReturnType<typeof payNowOf>>,
  payee: Payee,
  agency: AgencyContact,
  bookingPage: string,
): OutgoingEmail {
  const part = payNowEmailPart(payNow, payee, booking.reference);
  const overdue = step.startsWith("overdue");
  const amount = formatRupees(payNow.amount);
  const email = composeCustomerEmail(
    agency,
    { name: booking.customerName, email: booking.customerEmail },
    {
      subject: `Booking ${booking.reference}: ${amount} ${reminderSubjects[step]}`,
      event: "payment-reminder",
      preheader: `${amount} for ${booking.packageTitle} is ${overdue ? "overdue" : `due by ${formatTravelDate(payNow.due_date)}`}.`,
      heading: overdue ? "Your payment is overdue" : "Your next payment",
      blocks: [
        {
          kind: "paragraph",
          text: overdue
            ? `${amount} for your booking ${booking.reference} (${booking.packageTitle}, travelling ${formatTravelDate(booking.travelDate)}) was due on ${formatTravelDate(payNow.due_date)}. Please pay it now to keep your booking, or call us if anything is wrong.`
            : `${amount} for your booking ${booking.reference} (${booking.packageTitle}, travelling ${formatTravelDate(booking.travelDate)}) is due by ${formatTravelDate(payNow.due_date)}.`,
        },
        ...part.blocks,
        { kind: "button", label: "See your booking and payments", href: bookingPage },
        {
          kind: "paragraph",
          text: "Already paid? Tell us on your booking page so we can send your receipt.",
        },
      ],
    },
  );
  return { ...email, attachments: part.attachments };
}

type ReminderRun = DailyRun;

/**
 * Sends today's balance reminders (issue 26): for every booking not cancelled and not paid in
 * full whose next amount has reached a step (reminderStepOn), once per booking, due date and
 * step, whichever process gets there first: the reminder's row is inserted (or found) in the
 * transaction that queues the email. Nothing on the day a booking was made (its confirmation asked
 * for the money already). A booking whose travel date has come gets its tax invoice then.
 */
export async function sendPaymentReminders(db: Db, config: Config, now = new Date()): Promise<ReminderRun> {
  const today = todayInIndia(now);
  const agency = await agencyWithPayee(db, config);
  const payee = agency.payee!;
  const candidates = await db
    .select()
    .from(bookings)
    .where(
      and(
        ne(bookings.status, "cancelled"),
        lt(bookings.amountPaid, bookings.totalAmount),
        gte(bookings.travelDate, addDays(today, -LOOK_BACK_DAYS)),
      ),
    );
  let sent = 0;
  for (const booking of candidates) {
    // the trip has begun before the balance was paid: the invoice is due now
    if (booking.travelDate <= today && !booking.invoiceNumber) {
      await invoiceOnTravelDate(db, booking.id, today, config);
    }
    if (todayInIndia(booking.bookingDate) === today) continue;
    const account = accountOf(booking, booking.amountPaid, today);
    const payNow = payNowOf(account, payee, booking.reference);
    if (!payNow) continue;
    const step = reminderStepOn(payNow.due_date, today);
    if (!step) continue;
    const queued = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(paymentReminders)
        .values({ bookingId: booking.id, dueDate: payNow.due_date, step, amount: payNow.amount })
        .onConflictDoNothing()
        .returning();
      if (!claim) return false;
      const page = await bookingPagePath(tx, booking.id);
      await enqueueEmail(tx, reminderEmail(booking, step, payNow, payee, agency, page));
      return true;
    });
    if (queued) sent += 1;
  }
  return { day: today, claimed: true, sent };
}

/**
 * Once a day after 9 AM in India: the first process to record the day in daily_job_runs sends the
 * reminders (like the newsletter digest, ADR 012); the per-booking rows make a second run harmless.
 */
async function runPaymentReminders(db: Db, config: Config, now = new Date()): Promise<ReminderRun> {
  return claimMorningRun(db, REMINDERS_JOB, now, () => sendPaymentReminders(db, config, now));
}

/** Looks every `intervalMs` (and once soon after start) whether today's reminders are due. */
export const startPaymentReminders = ({
  db,
  config,
  ...options
}: { db: Db; config: Config } & DailyJobOptions) =>
  startDailyJob({
    name: "payment reminders",
    run: () => runPaymentReminders(db, config),
    firstAfterMs: 25_000,
    ...options,
  });

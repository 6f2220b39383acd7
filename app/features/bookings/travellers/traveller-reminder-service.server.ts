import { and, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  bookingTravellers,
  bookings,
  travellerDetailReminders,
  type BookingRow,
} from "../../../../db/schema/index";
import { bookingPagePath } from "~/features/bookings/lookup/booking-link-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeEmail } from "~/features/notifications/email/email-render.server";
import { enqueueEmail, type OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { claimMorningRun, startDailyJob, type DailyJobOptions, type DailyRun } from "~/lib/daily-job.server";
import { formatTravelDate, todayInIndia } from "~/lib/dates";
import type { ReminderStep } from "../../../../domain/billing-values";
import { reminderStepOn } from "../payments/reminders/reminder-steps";
import { detailsDueDate, travellerBookingOf } from "./traveller-service.server";

const REMINDERS_JOB = "traveller-details-reminders";
/** Reminders go out from this hour (India time), not in the night. */

function reminderEmail(
  booking: BookingRow,
  step: ReminderStep,
  dueDate: string,
  given: number,
  agency: AgencyContact,
  bookingPage: string,
): OutgoingEmail {
  const overdue = step.startsWith("overdue");
  const missing = booking.numberOfTravelers - given;
  return composeEmail(agency, {
    to: booking.customerEmail,
    subject: `Booking ${booking.reference}: your travellers' details are ${overdue ? "overdue" : `due by ${formatTravelDate(dueDate)}`} – ${agency.name}`,
    event: "traveller-details-reminder",
    content: {
      audience: "customer",
      preheader: `We need the ID and emergency contact of ${missing} more traveller${missing === 1 ? "" : "s"} for ${booking.packageTitle}.`,
      heading: "Your travellers' details",
      blocks: [
        { kind: "paragraph", text: `Dear ${booking.customerName},` },
        {
          kind: "paragraph",
          text: `For hotels and permits on your trip ${booking.packageTitle} (booking ${booking.reference}, travelling ${formatTravelDate(booking.travelDate)}), we need each traveller's name as on their ID, date of birth, nationality, ID and an emergency contact. ${given} of ${booking.numberOfTravelers} ${given === 1 ? "is" : "are"} filled in; they are due by ${formatTravelDate(dueDate)}.`,
        },
        { kind: "button", label: "Fill in the travellers' details", href: bookingPage },
        {
          kind: "paragraph",
          text: "ID numbers are stored encrypted, shown to our staff only in part, and deleted 30 days after your trip.",
        },
      ],
    },
  });
}

type ReminderRun = DailyRun;

/**
 * Today's reminders to send the travellers' details (issue 27): for every booking not cancelled,
 * not yet travelled and with fewer travellers listed than booked, at the payment reminders' steps
 * around the due date (7 and 3 days before, on the day, then weekly three times), once per booking,
 * due date and step whichever process gets there first: the step's row is inserted in the
 * transaction that queues the email. Nothing on the day a booking was made.
 */
export async function sendTravellerDetailReminders(
  db: Db,
  agency: AgencyContact,
  now = new Date(),
): Promise<ReminderRun> {
  const today = todayInIndia(now);
  const given = sql<number>`(select count(*) from ${bookingTravellers} where ${bookingTravellers.bookingId} = ${bookings.id})`;
  const candidates = await db
    .select({ id: bookings.id, given })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, "cancelled"),
        gt(bookings.travelDate, today),
        sql`${given} < ${bookings.numberOfTravelers}`,
      ),
    );
  let sent = 0;
  for (const candidate of candidates) {
    const trip = await travellerBookingOf(db, candidate.id);
    if (!trip || todayInIndia(trip.booking.bookingDate) === today) continue;
    const dueDate = detailsDueDate(trip);
    const step = reminderStepOn(dueDate, today);
    if (!step) continue;
    const queued = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(travellerDetailReminders)
        .values({ bookingId: trip.booking.id, dueDate, step })
        .onConflictDoNothing()
        .returning();
      if (!claim) return false;
      const page = await bookingPagePath(tx, trip.booking.id);
      await enqueueEmail(
        tx,
        reminderEmail(trip.booking, step, dueDate, Number(candidate.given), agency, page),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return { day: today, claimed: true, sent };
}

/** Once a day after 9 AM in India, claimed in daily_job_runs by the first process (ADR 012). */
async function runTravellerDetailReminders(
  db: Db,
  agency: AgencyContact,
  now = new Date(),
): Promise<ReminderRun> {
  return claimMorningRun(db, REMINDERS_JOB, now, () => sendTravellerDetailReminders(db, agency, now));
}

/** Looks every `intervalMs` (and once soon after start) whether today's reminders are due. */
export const startTravellerDetailReminders = ({
  db,
  agency,
  ...options
}: { db: Db; agency: AgencyContact } & DailyJobOptions) =>
  startDailyJob({
    name: "traveller details reminders",
    run: () => runTravellerDetailReminders(db, agency),
    firstAfterMs: 35_000,
    ...options,
  });

import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  bookings,
  tourPackages,
  tripMessageOptOuts,
  tripMessages,
  type BookingRow,
  type TourPackageRow,
} from "../../../../db/schema/index";
import type { TripMessageKind } from "../../../../domain/trip-message-values";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail, type OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { listProducts, productPath, SHOP_PATH } from "~/features/shop/shop-service.server";
import { claimMorningRun, startDailyJob, type DailyJobOptions, type DailyRun } from "~/lib/daily-job.server";
import { addDays, todayInIndia } from "~/lib/dates";
import type { Config } from "~/lib/env.server";
import {
  bookingPagePath,
  bookingPurposeToken,
  verifyBookingPurposeToken,
} from "../lookup/booking-link-service.server";
import {
  briefingEmail,
  reviewRequestEmail,
  type BriefingExtras,
  type TripLinks,
} from "./trip-message-emails.server";
import { briefingDayOf, REVIEW_REQUEST_LOOK_BACK_DAYS, reviewRequestDayOf } from "./trip-dates";

const TRIP_MESSAGES_JOB = "trip-messages";
/** Travel dates this far back still have a review request to catch up (longest trip + look-back). */
const TRAVEL_LOOK_BACK_DAYS = 90 + REVIEW_REQUEST_LOOK_BACK_DAYS;

/** The site paths of the trip emails' signed links: the review form and the stop page. */
const reviewFormPath = (token: string) => `/review/${token}`;
const tripEmailsStopPath = (token: string) => `/trip-emails/stop/${token}`;

/** Which of the trip's messages is due today for a booking, if any (ADR 040). */
function tripMessageDue(
  booking: Pick<BookingRow, "travelDate">,
  days: number,
  today: string,
): TripMessageKind | null {
  // each covers the days until it would be pointless, so a day the job missed is caught up
  if (briefingDayOf(booking.travelDate) <= today && today < booking.travelDate) return "briefing";
  const reviewDay = reviewRequestDayOf(booking.travelDate, days);
  if (reviewDay <= today && today < addDays(reviewDay, REVIEW_REQUEST_LOOK_BACK_DAYS))
    return "review-request";
  return null;
}

async function linksOf(db: Db, bookingId: string): Promise<TripLinks> {
  return {
    bookingPage: await bookingPagePath(db, bookingId),
    reviewForm: reviewFormPath(await bookingPurposeToken(db, "trip-review", bookingId)),
    stop: tripEmailsStopPath(await bookingPurposeToken(db, "trip-emails-stop", bookingId)),
  };
}

/**
 * Queues one trip message, once: the claim's row goes in with the email in one transaction, after
 * the booking's row is locked and read again (a cancellation or a stop a moment ago wins).
 */
async function sendOnce(db: Db, bookingId: string, kind: TripMessageKind, email: OutgoingEmail) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("share");
    if (current?.status !== "confirmed") return false;
    const [stopped] = await tx
      .select({ id: tripMessageOptOuts.bookingId })
      .from(tripMessageOptOuts)
      .where(eq(tripMessageOptOuts.bookingId, bookingId));
    if (stopped) return false;
    const [claim] = await tx
      .insert(tripMessages)
      .values({ bookingId, kind })
      .onConflictDoNothing()
      .returning();
    if (!claim) return false;
    await enqueueEmail(tx, email);
    return true;
  });
}

type TripMessagesRun = DailyRun & { briefings: number; reviewRequests: number };

/**
 * Sends today's trip messages (issue 27): the briefing from 7 days before travel, the review
 * request from 2 days after the return date, each once per booking (trip_messages), only for a
 * confirmed booking whose traveller has not stopped them. A booking still pending has not been
 * confirmed by the agency's call: it gets neither; a cancelled one never does.
 */
export async function sendTripMessages(db: Db, config: Config, now = new Date()): Promise<TripMessagesRun> {
  const today = todayInIndia(now);
  const run = { day: today, claimed: true, sent: 0, briefings: 0, reviewRequests: 0 };
  const candidates = await db
    .select({ booking: bookings, tour: tourPackages })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gte(bookings.travelDate, addDays(today, -TRAVEL_LOOK_BACK_DAYS)),
        lte(bookings.travelDate, addDays(today, 7)),
      ),
    );
  const due = candidates.flatMap(({ booking, tour }) => {
    const kind = tripMessageDue(booking, tour.durationDays, today);
    return kind ? [{ booking, tour, kind }] : [];
  });
  if (due.length === 0) return run;
  const ids = due.map(({ booking }) => booking.id);
  const [sent, stopped] = await Promise.all([
    db.select().from(tripMessages).where(inArray(tripMessages.bookingId, ids)),
    db.select().from(tripMessageOptOuts).where(inArray(tripMessageOptOuts.bookingId, ids)),
  ]);
  const done = new Set(sent.map((row) => `${row.bookingId}:${row.kind}`));
  const stoppedIds = new Set(stopped.map((row) => row.bookingId));
  const todo = due.filter(
    ({ booking, kind }) => !done.has(`${booking.id}:${kind}`) && !stoppedIds.has(booking.id),
  );
  if (todo.length === 0) return run;
  const agency = agencyContactOf(config);
  const extras: BriefingExtras = {
    onTripPhone: (await getAgencySettings(db, config)).on_trip_phone,
    products: await listProducts(db),
    shop: { productPath, shopPath: SHOP_PATH },
  };
  for (const { booking, tour, kind } of todo) {
    const links = await linksOf(db, booking.id);
    const email = emailOf(kind, booking, tour, links, agency, extras);
    if (!(await sendOnce(db, booking.id, kind, email))) continue;
    run.sent += 1;
    if (kind === "briefing") run.briefings += 1;
    else run.reviewRequests += 1;
  }
  return run;
}

function emailOf(
  kind: TripMessageKind,
  booking: BookingRow,
  tour: TourPackageRow,
  links: TripLinks,
  agency: ReturnType<typeof agencyContactOf>,
  extras: BriefingExtras,
): OutgoingEmail {
  return kind === "briefing"
    ? briefingEmail(booking, tour, agency, links, extras)
    : reviewRequestEmail(booking, agency, links);
}

/**
 * Once a day after 9 AM in India: the first process to record the day in daily_job_runs sends the
 * trip messages (claimMorningRun, as the payment reminders do); the per-booking claims make a
 * second run harmless.
 */
const runTripMessages = (db: Db, config: Config, now = new Date()) =>
  claimMorningRun(db, TRIP_MESSAGES_JOB, now, () => sendTripMessages(db, config, now));

/** Looks every `intervalMs` (and once soon after start) whether today's trip messages are due. */
export const startTripMessages = ({ db, config, ...options }: { db: Db; config: Config } & DailyJobOptions) =>
  startDailyJob({
    name: "trip messages",
    run: () => runTripMessages(db, config),
    firstAfterMs: 35_000,
    ...options,
  });

/** What the stop page shows: the booking the link was signed for, and whether it is stopped. */
type TripEmailsStop = { reference: string; packageTitle: string; stopped: boolean };

async function stopStateOf(db: Db, bookingId: string): Promise<TripEmailsStop | null> {
  const [row] = await db
    .select({
      reference: bookings.reference,
      packageTitle: bookings.packageTitle,
      stoppedAt: tripMessageOptOuts.createdAt,
    })
    .from(bookings)
    .leftJoin(tripMessageOptOuts, eq(tripMessageOptOuts.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row
    ? { reference: row.reference, packageTitle: row.packageTitle, stopped: row.stoppedAt !== null }
    : null;
}

/** The stop page's state for a signed link; null for a link that is not one of ours. */
export async function tripEmailsStopOf(db: Db, token: string): Promise<TripEmailsStop | null> {
  const bookingId = await verifyBookingPurposeToken(db, "trip-emails-stop", token);
  return bookingId ? stopStateOf(db, bookingId) : null;
}

/**
 * Stops the briefing and review emails of the signed link's booking (the one-click POST of RFC
 * 8058, or the page's button). Doing it twice changes nothing. Null for a link that is not ours.
 */
export async function stopTripEmails(db: Db, token: string): Promise<TripEmailsStop | null> {
  const bookingId = await verifyBookingPurposeToken(db, "trip-emails-stop", token);
  if (!bookingId) return null;
  const state = await stopStateOf(db, bookingId);
  if (!state) return null;
  await db.insert(tripMessageOptOuts).values({ bookingId }).onConflictDoNothing();
  return { ...state, stopped: true };
}

export { travelMonthOf } from "./trip-dates";

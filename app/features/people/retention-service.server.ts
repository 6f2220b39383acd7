import { and, eq, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { bookings, dailyJobRuns, enquiries, outboxEmails } from "../../../db/schema";
import { signupSources } from "../../../domain/enquiry-values";
import { startDailyJob, type DailyJobOptions } from "~/lib/daily-job.server";
import { todayInIndia } from "~/lib/dates";
import { purgeTravellerIds } from "~/features/bookings/travellers/traveller-service.server";
import {
  ENQUIRY_RETENTION_MONTHS,
  OUTBOX_BODY_RETENTION_DAYS,
  TRAVELLER_ID_RETENTION_DAYS,
} from "./people-schema";

const RETENTION_JOB = "retention";

type RetentionPolicy = { enquiryMonths: number; outboxBodyDays: number; travellerIdDays: number };
const defaultRetention: RetentionPolicy = {
  enquiryMonths: ENQUIRY_RETENTION_MONTHS,
  outboxBodyDays: OUTBOX_BODY_RETENTION_DAYS,
  travellerIdDays: TRAVELLER_ID_RETENTION_DAYS,
};

type RetentionRun = {
  day: string;
  claimed: boolean;
  enquiries: number;
  emails: number;
  travellerIds: number;
};

/**
 * Deletes what we no longer need (DPDP Act 2023, section 8(7)), once a day however many processes
 * call it: the first to insert the day's row in daily_job_runs runs it in that transaction
 * (as the newsletter digest does, ADR 012). Enquiries older than `enquiryMonths` go unless a
 * booking carries the same email or phone (it became a booking); newsletter signups stay while
 * the person is subscribed. Emails older than `outboxBodyDays` lose their text, not their row.
 * Travellers' ID numbers go `travellerIdDays` after their trip's return date (ADR 039).
 */
export async function runRetention(
  db: Db,
  policy: RetentionPolicy = defaultRetention,
  now = new Date(),
): Promise<RetentionRun> {
  const day = todayInIndia(now);
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(dailyJobRuns)
      .values({ job: RETENTION_JOB, day })
      .onConflictDoNothing()
      .returning();
    if (!claim) return { day, claimed: false, enquiries: 0, emails: 0, travellerIds: 0 };
    const enquiryCutoff = new Date(now);
    enquiryCutoff.setUTCMonth(enquiryCutoff.getUTCMonth() - policy.enquiryMonths);
    const becameBooking = sql`exists (
      select 1 from ${bookings}
      where (${enquiries.email} <> '' and lower(${bookings.customerEmail}) = lower(${enquiries.email}))
         or (${enquiries.phone} <> '' and right(regexp_replace(${bookings.customerPhone}, '[^0-9]', '', 'g'), 10)
             = right(regexp_replace(${enquiries.phone}, '[^0-9]', '', 'g'), 10))
    )`;
    const deleted = await tx
      .delete(enquiries)
      .where(
        and(
          lt(enquiries.createdAt, enquiryCutoff),
          notInArray(enquiries.source, [...signupSources]),
          sql`not ${becameBooking}`,
        ),
      )
      .returning({ id: enquiries.id });
    const emptied = await tx
      .update(outboxEmails)
      .set({ textBody: "", htmlBody: null, attachments: [], headers: {} })
      .where(
        and(
          lt(outboxEmails.createdAt, new Date(now.getTime() - policy.outboxBodyDays * 24 * 60 * 60 * 1000)),
          ne(outboxEmails.status, "pending"),
          ne(outboxEmails.textBody, ""),
        ),
      )
      .returning({ id: outboxEmails.id });
    // travellers' ID numbers (and permit files) go `travellerIdDays` after the trip's return date
    const travellerIds = await purgeTravellerIds(tx, policy.travellerIdDays, day);
    await tx
      .update(dailyJobRuns)
      .set({ items: deleted.length + emptied.length + travellerIds })
      .where(and(eq(dailyJobRuns.job, RETENTION_JOB), eq(dailyJobRuns.day, day)));
    return { day, claimed: true, enquiries: deleted.length, emails: emptied.length, travellerIds };
  });
}

/** Looks every `intervalMs` (and soon after start) whether today's run is due; every process runs this. */
export const startRetention = ({
  db,
  policy,
  ...options
}: { db: Db; policy: RetentionPolicy } & DailyJobOptions) =>
  startDailyJob({ name: "retention", run: () => runRetention(db, policy), firstAfterMs: 15_000, ...options });

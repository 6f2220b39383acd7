import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { dailyJobRuns, enquiries } from "../../../../db/schema/index";
import { enquirySourceLabels } from "~/features/enquiries/enquiry-emails.server";
import { startDailyJob, type DailyJobOptions } from "~/lib/daily-job.server";
import { addDays, formatIndiaDateTime, formatTravelDate, todayInIndia } from "~/lib/dates";
import type { AgencyContact } from "./agency-contact.server";
import { composeEmail } from "./email-render.server";
import { enqueueEmail, type OutgoingEmail } from "../outbox/outbox-service.server";

const NEWSLETTER_DIGEST_JOB = "newsletter-digest";
const SIGNUP_SOURCES = ["newsletter", "offers_page Subscription"] as const;

type Signup = { email: string; source: (typeof SIGNUP_SOURCES)[number]; createdAt: Date };

/** Midnight of an Asia/Kolkata calendar day (India keeps +05:30 all year). */
const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

function newsletterDigestEmail(day: string, signups: Signup[], agency: AgencyContact): OutgoingEmail {
  const n = signups.length;
  const label = formatTravelDate(day);
  return composeEmail(agency, {
    to: agency.email,
    subject: `Newsletter signups on ${label}: ${n} new`,
    event: "newsletter-digest",
    content: {
      audience: "staff",
      preheader: `${n} ${n === 1 ? "person" : "people"} signed up for the newsletter on ${label}.`,
      heading: `Newsletter signups on ${label}`,
      blocks: [
        {
          kind: "paragraph",
          text: `${n} new ${n === 1 ? "signup" : "signups"} for the newsletter (times in India).`,
        },
        {
          kind: "details",
          rows: signups.map((signup): [string, string] => [
            signup.email,
            `${enquirySourceLabels[signup.source]}, ${formatIndiaDateTime(signup.createdAt)}`,
          ]),
        },
        { kind: "button", label: "Open enquiries", href: "/admin/enquiries?source=newsletter" },
      ],
    },
  });
}

type DigestRun = { day: string; claimed: boolean; signups: number };

/**
 * Sends yesterday's (Asia/Kolkata) newsletter signups to the agency in one email, once, however
 * many processes call this (ADR 012): the first transaction to insert the day's row in
 * daily_job_runs queues the email in the same transaction; every other one finds the row and
 * does nothing. A day without signups is recorded and sends nothing.
 */
export async function runNewsletterDigest(
  db: Db,
  agency: AgencyContact,
  now = new Date(),
): Promise<DigestRun> {
  const day = addDays(todayInIndia(now), -1);
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(dailyJobRuns)
      .values({ job: NEWSLETTER_DIGEST_JOB, day })
      .onConflictDoNothing()
      .returning();
    if (!claim) return { day, claimed: false, signups: 0 };
    const signups = (await tx
      .select({ email: enquiries.email, source: enquiries.source, createdAt: enquiries.createdAt })
      .from(enquiries)
      .where(
        and(
          inArray(enquiries.source, [...SIGNUP_SOURCES]),
          gte(enquiries.createdAt, startOfIndiaDay(day)),
          lt(enquiries.createdAt, startOfIndiaDay(addDays(day, 1))),
        ),
      )
      .orderBy(asc(enquiries.createdAt))) as Signup[];
    if (signups.length > 0) {
      await enqueueEmail(tx, newsletterDigestEmail(day, signups, agency));
      await tx
        .update(dailyJobRuns)
        .set({ items: signups.length })
        .where(and(eq(dailyJobRuns.job, NEWSLETTER_DIGEST_JOB), eq(dailyJobRuns.day, day)));
    }
    return { day, claimed: true, signups: signups.length };
  });
}

/**
 * Looks every `intervalMs` (and once soon after start) whether yesterday's digest is due. Every
 * app process runs this; runNewsletterDigest makes sure only one of them sends.
 */
export const startNewsletterDigest = ({
  db,
  agency,
  ...options
}: { db: Db; agency: AgencyContact } & DailyJobOptions) =>
  startDailyJob({
    name: "newsletter digest",
    run: () => runNewsletterDigest(db, agency),
    firstAfterMs: 5_000,
    ...options,
  });

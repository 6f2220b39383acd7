import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  bookings,
  contactEvents,
  contacts,
  enquiries,
  gearOrders,
  outboxEmails,
  paymentClaims,
  payments,
  quotes,
  waitlistEntries,
} from "../../../db/schema";
import { enquirySourceLabels } from "~/features/enquiries/enquiry-admin-query";
import { outboxStatusLabels } from "~/features/notifications/outbox/outbox-schema";
import { orderStatusLabels } from "~/features/shop/shop-schema";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { claimStatusLabels } from "../../../domain/billing-values";
import { bookingStatusLabels } from "../../../domain/booking-values";
import { waitlistStatusLabels } from "../../../domain/departure-values";
import { paymentMethodLabels } from "../../../domain/payment-values";
import { contactStageLabels, type TimelineEvent } from "./contact-schema";

/**
 * A contact's timeline (issue 28): everything they did and everything staff did, newest first.
 * Each source reads its rows of the contact through an index and at most `SOURCE_LIMIT` of them;
 * a new source is one more entry in `timelineSources`. Titles and details are in words, as staff
 * read them ("Travel 24 May 2027 · Pending"), never the stored codes.
 */
const SOURCE_LIMIT = 100;

/** Whom a source reads for: the contact's id and every address it is known by. */
type TimelineSubject = { id: string; emails: string[] };

type TimelineSource = (db: Db, subject: TimelineSubject) => Promise<TimelineEvent[]>;

const event = (
  at: Date,
  kind: string,
  title: string,
  detail = "",
  extra: { by?: string | null; link?: string | null } = {},
): TimelineEvent => ({
  at: at.toISOString(),
  kind,
  title,
  detail,
  by: extra.by ?? null,
  link: extra.link ?? null,
});

const staffWork: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select()
    .from(contactEvents)
    .where(eq(contactEvents.contactId, id))
    .orderBy(desc(contactEvents.at))
    .limit(SOURCE_LIMIT);
  return rows.map((row) => {
    const by = { by: row.actorLoginId || null };
    switch (row.kind) {
      case "note":
        return event(row.at, "note", "Note", row.text, by);
      case "call":
        return event(row.at, "call", "Call", row.text, by);
      case "stage": {
        const from = contactStageLabels[row.fromValue as keyof typeof contactStageLabels] ?? row.fromValue;
        const to = contactStageLabels[row.toValue as keyof typeof contactStageLabels] ?? row.toValue;
        return event(row.at, "stage", `Stage: ${from} → ${to}`, row.text, by);
      }
      case "owner":
        return event(
          row.at,
          "owner",
          `Owner: ${row.fromValue || "nobody"} → ${row.toValue || "nobody"}`,
          "",
          by,
        );
      case "follow_up":
        return event(
          row.at,
          "follow_up",
          `Follow-up: ${row.fromValue || "none"} → ${row.toValue || "none"}`,
          "",
          by,
        );
      case "merge":
        return event(row.at, "merge", row.text, "", by);
    }
  });
};

const leads: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.contactId, id))
    .orderBy(desc(enquiries.createdAt))
    .limit(SOURCE_LIMIT);
  return rows.map((row) =>
    event(
      row.createdAt,
      "enquiry",
      `Enquiry (${enquirySourceLabels[row.source] ?? row.source})`,
      [row.destination, row.subject, row.message, row.utmSource && `from ${row.utmSource}`]
        .filter(Boolean)
        .join(" · "),
    ),
  );
};

const bookingsMade: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.contactId, id))
    .orderBy(desc(bookings.bookingDate))
    .limit(SOURCE_LIMIT);
  return rows.map((row) =>
    event(
      row.bookingDate,
      "booking",
      `Booking ${row.reference}: ${row.packageTitle}`,
      [
        formatRupees(row.totalAmount),
        `Travel ${formatTravelDate(row.travelDate)}`,
        bookingStatusLabels[row.status],
      ].join(" · "),
      { link: `/admin/bookings/${row.id}` },
    ),
  );
};

const moneyReceived: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select({ payment: payments, reference: bookings.reference, bookingId: bookings.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(bookings.contactId, id))
    .orderBy(desc(payments.createdAt))
    .limit(SOURCE_LIMIT);
  return rows.map(({ payment, reference, bookingId }) =>
    event(
      payment.createdAt,
      "payment",
      `${payment.kind === "refund" ? "Refund" : "Payment"} ${formatRupees(payment.amount)} (${reference})`,
      paymentMethodLabels[payment.method] ?? payment.method,
      { link: `/admin/bookings/${bookingId}` },
    ),
  );
};

const claims: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select()
    .from(paymentClaims)
    .where(eq(paymentClaims.contactId, id))
    .orderBy(desc(paymentClaims.createdAt))
    .limit(SOURCE_LIMIT);
  return rows.map((row) =>
    event(
      row.createdAt,
      "payment_claim",
      `Payment claimed ${formatRupees(row.amount)}`,
      `UTR ${row.utr} · ${claimStatusLabels[row.status]}`,
      {
        link: `/admin/bookings/${row.bookingId}`,
      },
    ),
  );
};

const waitlist: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.contactId, id))
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(SOURCE_LIMIT);
  return rows.map((row) =>
    event(
      row.createdAt,
      "waitlist",
      "Joined a waitlist",
      `${row.numberOfTravelers} traveller${row.numberOfTravelers === 1 ? "" : "s"} · ${waitlistStatusLabels[row.status]}`,
    ),
  );
};

const orders: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select()
    .from(gearOrders)
    .where(eq(gearOrders.contactId, id))
    .orderBy(desc(gearOrders.createdAt))
    .limit(SOURCE_LIMIT);
  return rows.map((row) =>
    event(
      row.createdAt,
      "order",
      `Shop order ${row.reference}`,
      `${formatRupees(row.totalPaise / 100)} · ${orderStatusLabels[row.status]}`,
      {
        link: `/admin/shop-orders?q=${encodeURIComponent(row.reference)}`,
      },
    ),
  );
};

/** Each quote version: when it was sent, and when the traveller accepted it. */
const quotesSent: TimelineSource = async (db, { id }) => {
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.contactId, id))
    .orderBy(desc(quotes.createdAt))
    .limit(SOURCE_LIMIT);
  return rows.flatMap((row) => {
    const name = `Quote ${row.number}${row.version > 1 ? ` v${row.version}` : ""}`;
    const link = { link: `/admin/quotes/${row.id}` };
    const detail = `${row.title}, ${formatRupees(row.total)}`;
    return [
      row.sentAt ? event(row.sentAt, "quote", `${name} sent`, detail, link) : null,
      row.acceptedAt ? event(row.acceptedAt, "quote", `${name} accepted`, detail, link) : null,
    ].filter((found) => found !== null);
  });
};

const emailsSent: TimelineSource = async (db, { emails }) => {
  if (emails.length === 0) return [];
  // outbox_recipient_idx is on lower(to_address)
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(inArray(sql`lower(${outboxEmails.toAddress})`, emails))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(SOURCE_LIMIT);
  return rows.map((row) =>
    event(
      row.createdAt,
      "email",
      `Email: ${row.subject}`,
      `To ${row.toAddress} · ${outboxStatusLabels[row.status]}`,
      {
        link: `/admin/emails?q=${encodeURIComponent(row.toAddress)}`,
      },
    ),
  );
};

/** Every source of a contact's timeline, in no particular order (the events are sorted after). */
const timelineSources: TimelineSource[] = [
  staffWork,
  leads,
  bookingsMade,
  moneyReceived,
  claims,
  waitlist,
  orders,
  quotesSent,
  emailsSent,
];

/**
 * Everything a contact and the staff did, newest first; null when there is no such contact. A
 * merged contact's rows were moved to the one it was merged into, so its history shows there.
 */
export async function contactTimeline(db: Db, id: string): Promise<TimelineEvent[] | null> {
  const [contact] = await db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, id));
  if (!contact) return null;
  const merged = await db.select({ email: contacts.email }).from(contacts).where(eq(contacts.mergedInto, id));
  const emails = [...new Set([contact.email, ...merged.map((row) => row.email)].filter(Boolean))];
  const lists = await Promise.all(timelineSources.map((source) => source(db, { id, emails })));
  return lists.flat().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

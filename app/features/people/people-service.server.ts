import { createHash } from "node:crypto";
import { inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import {
  bookings,
  cancellationRequests,
  enquiries,
  gearOrderLines,
  gearOrders,
  outboxEmails,
  payments,
  waitlistEntries,
} from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import { ERASED, type ErasureSummary, type PersonContact } from "./people-schema";

/**
 * Everything held about one person (DPDP Act 2023, sections 11 and 12), found by email address or
 * phone number: bookings (with their payments and cancellation requests), enquiries and newsletter
 * signups, waitlist entries, gear orders, and the emails sent to any of their addresses.
 */
function matches(contact: PersonContact, email: PgColumn, phone: PgColumn | null): SQL {
  if (contact.kind === "email") return sql`lower(${email}) = ${contact.email}`;
  if (!phone) return sql`false`;
  return sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10) = ${contact.lastDigits}`;
}

/** The audit log names a person by a hash of the contact, never the contact itself. */
const contactDigest = (contact: PersonContact) =>
  createHash("sha256")
    .update(contact.kind === "email" ? contact.email : contact.lastDigits)
    .digest("hex")
    .slice(0, 16);

async function findRecords(db: Db, contact: PersonContact) {
  const bookingRows = await db
    .select()
    .from(bookings)
    .where(matches(contact, bookings.customerEmail, bookings.customerPhone));
  const enquiryRows = await db
    .select()
    .from(enquiries)
    .where(matches(contact, enquiries.email, enquiries.phone));
  const waitlistRows = await db
    .select()
    .from(waitlistEntries)
    .where(matches(contact, waitlistEntries.customerEmail, waitlistEntries.customerPhone));
  const addresses = new Set<string>();
  if (contact.kind === "email") addresses.add(contact.email);
  for (const row of bookingRows) if (row.customerEmail) addresses.add(row.customerEmail.toLowerCase());
  for (const row of enquiryRows) if (row.email) addresses.add(row.email.toLowerCase());
  for (const row of waitlistRows) if (row.customerEmail) addresses.add(row.customerEmail.toLowerCase());
  const orderRows = addresses.size
    ? await db
        .select()
        .from(gearOrders)
        .where(inArray(sql`lower(${gearOrders.customerEmail})`, [...addresses]))
    : [];
  return { bookingRows, enquiryRows, waitlistRows, orderRows, addresses: [...addresses] };
}

const emailsTo = (addresses: string[]) =>
  inArray(sql`lower(${outboxEmails.toAddress})`, addresses.length ? addresses : [""]);

/** The JSON download of `GET /api/people/export`; audited (who asked, how much was found). */
export async function exportPerson(db: Db, contact: PersonContact, now = new Date()) {
  const found = await findRecords(db, contact);
  const bookingIds = found.bookingRows.map((row) => row.id);
  const orderIds = found.orderRows.map((row) => row.id);
  const paymentRows = bookingIds.length
    ? await db.select().from(payments).where(inArray(payments.bookingId, bookingIds))
    : [];
  const cancellationRows = bookingIds.length
    ? await db.select().from(cancellationRequests).where(inArray(cancellationRequests.bookingId, bookingIds))
    : [];
  const orderLines = orderIds.length
    ? await db.select().from(gearOrderLines).where(inArray(gearOrderLines.orderId, orderIds))
    : [];
  const emails = await db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      event: outboxEmails.event,
      status: outboxEmails.status,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
      text: outboxEmails.textBody,
    })
    .from(outboxEmails)
    .where(emailsTo(found.addresses));
  const result = {
    contact: contact.kind === "email" ? contact.email : `…${contact.lastDigits}`,
    generated_at: now.toISOString(),
    bookings: found.bookingRows.map(({ requestHash: _hash, idempotencyKey: _key, ...row }) => ({
      ...row,
      payments: paymentRows.filter((payment) => payment.bookingId === row.id),
      cancellation_requests: cancellationRows.filter((request) => request.bookingId === row.id),
    })),
    enquiries: found.enquiryRows,
    waitlist: found.waitlistRows,
    orders: found.orderRows.map(({ requestHash: _hash, idempotencyKey: _key, ...row }) => ({
      ...row,
      lines: orderLines.filter((line) => line.orderId === row.id),
    })),
    emails,
  };
  await recordAudit(db, {
    action: "people.exported",
    targetType: "person",
    targetId: contactDigest(contact),
    after: {
      bookings: result.bookings.length,
      enquiries: result.enquiries.length,
      waitlist: result.waitlist.length,
      orders: result.orders.length,
      emails: result.emails.length,
    },
  });
  return result;
}

/**
 * `POST /api/people/erase`: enquiries, newsletter signups and waitlist entries deleted; bookings,
 * payments and orders kept for the accounts (tax law keeps them) with name, email, phone, address
 * and free text replaced; the bodies of emails sent to the person's addresses deleted. One
 * transaction, audited with the counts and a hash of the contact (never the contact).
 */
export async function erasePerson(db: Db, contact: PersonContact): Promise<ErasureSummary> {
  return db.transaction(async (tx) => {
    const found = await findRecords(tx, contact);
    const bookingIds = found.bookingRows.map((row) => row.id);
    const orderIds = found.orderRows.map((row) => row.id);
    const enquiryIds = found.enquiryRows.map((row) => row.id);
    const waitlistIds = found.waitlistRows.map((row) => row.id);
    if (waitlistIds.length) await tx.delete(waitlistEntries).where(inArray(waitlistEntries.id, waitlistIds));
    if (enquiryIds.length) await tx.delete(enquiries).where(inArray(enquiries.id, enquiryIds));
    if (bookingIds.length) {
      await tx
        .update(bookings)
        .set({ customerName: ERASED, customerEmail: "", customerPhone: "", specialRequests: "" })
        .where(inArray(bookings.id, bookingIds));
      await tx
        .update(cancellationRequests)
        .set({ reason: "" })
        .where(inArray(cancellationRequests.bookingId, bookingIds));
    }
    if (orderIds.length) {
      await tx
        .update(gearOrders)
        .set({ customerName: ERASED, customerEmail: "", address: ERASED, city: "", zip: "" })
        .where(inArray(gearOrders.id, orderIds));
    }
    const emptied = await tx
      .update(outboxEmails)
      .set({
        toAddress: ERASED,
        recipientKey: null,
        recipientDomain: null,
        textBody: "",
        htmlBody: null,
        attachments: [],
        headers: {},
      })
      .where(emailsTo(found.addresses))
      .returning({ id: outboxEmails.id });
    const summary: ErasureSummary = {
      enquiries_deleted: enquiryIds.length,
      waitlist_entries_deleted: waitlistIds.length,
      bookings_anonymised: bookingIds.length,
      orders_anonymised: orderIds.length,
      emails_emptied: emptied.length,
    };
    await recordAudit(tx, {
      action: "people.erased",
      targetType: "person",
      targetId: contactDigest(contact),
      after: summary,
    });
    return summary;
  });
}

import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminUsers, bookings, contacts, quotes, type QuoteRow } from "../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import { createAgreedBooking } from "~/features/bookings/write/quoted-booking-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { DomainError } from "~/lib/domain-error";
import { acceptableQuoteStatuses } from "../../../domain/quote-values";
import { markContactBooked } from "~/features/contacts/contact-stage-service.server";
import { quoteChangesEmail } from "./quote-emails.server";
import { quoteTokens, verifyQuoteToken } from "./quote-link.server";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";
import {
  quoteMessages,
  type QuoteAccepted,
  type QuoteAcceptInput,
  type QuoteChangesInput,
  type QuoteView,
} from "./quote-schema";

/**
 * Custom quotes, the traveller's side (issue 28, ADR 042): the signed link's page, accepting (a
 * booking for the quoted total) and asking for changes. No login: the link is the key.
 */

/** Versions replaced one after another: a chain this long is followed no further. */
const MAX_CHAIN = 100;

/** The version a link's version led to: itself, or the newest that superseded it. */
async function latestVersion(db: Db, quoteId: string): Promise<QuoteRow | null> {
  let [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  for (let i = 0; row?.supersededBy && i < MAX_CHAIN; i++) {
    [row] = await db.select().from(quotes).where(eq(quotes.id, row.supersededBy));
  }
  return row ?? null;
}

const notValid = () => new DomainError("not-found", quoteMessages.linkInvalid);

/**
 * What a quote link shows: the latest version of the quote (`updated` when the link was of an
 * earlier one), whether it can still be accepted, and the booking once it was. Null for a link
 * that is not valid or a version never sent.
 */
export async function quoteViewByToken(
  db: Db,
  token: string,
  agency: AgencyContact,
  today: string,
): Promise<QuoteView | null> {
  const linked = await verifyQuoteToken(db, token);
  if (!linked) return null;
  const quote = await latestVersion(db, linked);
  if (!quote || quote.status === "draft") return null;
  const tokenOf = await quoteTokens(db);
  const [contact] = await db
    .select({ name: contacts.name, email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .where(eq(contacts.id, quote.contactId));
  const [booking] = quote.bookingId
    ? await db
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.id, quote.bookingId))
    : [];
  const bookingPage = await bookingPagePaths(db);
  const expired = quote.validUntil < today;
  return {
    token: tokenOf(quote.id),
    updated: quote.id !== linked,
    number: quote.number,
    version: quote.version,
    status: quote.status,
    title: quote.title,
    travel_date: quote.travelDate,
    number_of_travelers: quote.numberOfTravelers,
    itinerary: quote.itinerary,
    inclusions: quote.inclusions,
    exclusions: quote.exclusions,
    price_lines: quote.priceLines,
    total: quote.total,
    valid_until: quote.validUntil,
    expired,
    can_accept: !expired && acceptableQuoteStatuses.includes(quote.status),
    traveller: contact ?? { name: "", email: "", phone: "" },
    booking:
      booking && quote.bookingId
        ? { reference: booking.reference, page: bookingPage(quote.bookingId) }
        : null,
    agency: { name: agency.name, email: agency.email, phone: agency.phone, address: agency.address },
  };
}

/** Why a version cannot be accepted or answered now, or null when it can. */
function refusalOf(quote: QuoteRow, today: string, forAccepting: boolean): DomainError | null {
  if (quote.status === "superseded") return new DomainError("conflict", quoteMessages.superseded);
  if (quote.status === "accepted") return new DomainError("conflict", quoteMessages.accepted);
  if (!acceptableQuoteStatuses.includes(quote.status)) return notValid();
  if (forAccepting && quote.validUntil < today) return new DomainError("conflict", quoteMessages.expired);
  return null;
}

/**
 * The traveller accepts: one booking for the quoted total (its price lines kept, pending, the
 * usual payment schedule) linked to the contact, who moves to "won"; the booking confirmation is
 * emailed. The quote row's lock and the booking's key (`quote:<id>`) make one booking of a double
 * click; the same traveller asking again is answered with it (`created: false`).
 */
export async function acceptQuote(
  db: Db,
  input: QuoteAcceptInput,
  options: { agency: AgencyContact; today: string },
): Promise<QuoteAccepted> {
  const quoteId = await verifyQuoteToken(db, input.token);
  if (!quoteId) throw notValid();
  const bookingPage = await bookingPagePaths(db);
  return db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
    if (!quote) throw notValid();
    if (quote.status === "accepted" && quote.bookingId) {
      const [earlier] = await tx.select().from(bookings).where(eq(bookings.id, quote.bookingId));
      if (earlier && earlier.customerEmail === input.email) {
        return acceptedAnswer(false, earlier, bookingPage);
      }
    }
    const refusal = refusalOf(quote, options.today, true);
    if (refusal) throw refusal;
    const { booking } = await createAgreedBooking(
      tx,
      {
        packageId: quote.packageId,
        title: quote.title,
        travelDate: quote.travelDate,
        travellers: quote.numberOfTravelers,
        name: input.name,
        email: input.email,
        phone: input.phone,
        priceLines: quote.priceLines,
        total: quote.total,
        contactId: quote.contactId,
        quoteId: quote.id,
        days: quote.itinerary.length,
        idempotencyKey: `quote:${quote.id}`,
      },
      { agency: options.agency, bookingPage },
    );
    await recordConsent(tx, {
      email: input.email,
      phone: input.phone,
      purpose: "booking",
      channel: "quote_acceptance",
      reference: booking.reference,
    });
    const now = new Date();
    await tx
      .update(quotes)
      .set({ status: "accepted", acceptedAt: now, bookingId: booking.id, updatedAt: now })
      .where(eq(quotes.id, quote.id));
    await markContactBooked(tx, quote.contactId, `Quote ${quote.number} accepted`);
    await recordAudit(tx, {
      action: "quote.accepted",
      targetType: "quote",
      targetId: `${quote.number} v${quote.version}`,
      after: { booking: booking.reference, total: booking.total_amount },
    });
    return acceptedAnswer(
      true,
      { id: booking.id, reference: booking.reference, totalAmount: booking.total_amount },
      bookingPage,
    );
  });
}

function acceptedAnswer(
  created: boolean,
  booking: { id: string; reference: string; totalAmount: number },
  bookingPage: (id: string) => string,
): QuoteAccepted {
  return {
    success: true,
    message: quoteMessages.acceptedNow,
    created,
    booking: {
      id: booking.id,
      reference: booking.reference,
      total_amount: booking.totalAmount,
      page: bookingPage(booking.id),
    },
  };
}

/**
 * The traveller asks for changes: their message goes to the contact's owner, or to the agency's
 * address when the contact has none, and the version becomes "changes_requested" (it can still be
 * accepted as it is, or revised by staff).
 */
export async function requestQuoteChanges(
  db: Db,
  input: QuoteChangesInput,
  options: { agency: AgencyContact; today: string },
): Promise<void> {
  const quoteId = await verifyQuoteToken(db, input.token);
  if (!quoteId) throw notValid();
  await db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
    if (!quote) throw notValid();
    const refusal = refusalOf(quote, options.today, false);
    if (refusal) throw refusal;
    const [contact] = await tx
      .select({
        name: contacts.name,
        email: contacts.email,
        phone: contacts.phone,
        ownerId: contacts.ownerId,
      })
      .from(contacts)
      .where(eq(contacts.id, quote.contactId));
    const [owner] = contact?.ownerId
      ? await tx
          .select({ email: adminUsers.email })
          .from(adminUsers)
          .where(inArray(adminUsers.id, [contact.ownerId]))
      : [];
    await tx
      .update(quotes)
      .set({ status: "changes_requested", changesMessage: input.message, updatedAt: new Date() })
      .where(eq(quotes.id, quote.id));
    await enqueueEmail(
      tx,
      quoteChangesEmail(
        owner?.email || options.agency.email,
        quote,
        contact ?? { name: "", email: "", phone: "" },
        input.message,
        options.agency,
      ),
    );
    await recordAudit(tx, {
      action: "quote.changes_requested",
      targetType: "quote",
      targetId: `${quote.number} v${quote.version}`,
      after: { to: owner?.email ? "owner" : "agency" },
    });
  });
}

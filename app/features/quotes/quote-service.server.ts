import { and, desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  adminUsers,
  contacts,
  quoteCounters,
  quotes,
  tourPackages,
  type QuoteRow,
} from "../../../db/schema/index";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { keysetList } from "~/lib/keyset-page.server";
import type { QuoteStatus } from "../../../domain/quote-values";
import { moveContactStage } from "~/features/contacts/contact-stage-service.server";
import { quoteSentEmail } from "./quote-emails.server";
import { checkAgentQuotePrice } from "./quote-approval.server";
import { quoteTokens } from "./quote-link.server";
import { renderQuotePdf, type QuoteLetterhead } from "./quote-pdf.server";
import { quoteMessages, type QuoteInput, type QuoteJson } from "./quote-schema";

/**
 * Custom quotes, the staff's side (issue 28, ADR 042): compose a draft for a contact, change it,
 * send it (the email with the signed link and the PDF; the contact becomes "quoted"), revise a
 * sent one into a new version. The traveller's side is quote-traveller-service.server.ts.
 */

type Contact = { id: string; name: string; email: string; phone: string; stage: string };
type Joined = { quote: QuoteRow; contact: Contact | null; createdBy: string | null };

const contactFields = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  stage: contacts.stage,
};

const joinedSelect = (db: Db) =>
  db
    .select({ quote: quotes, contact: contactFields, createdBy: adminUsers.loginId })
    .from(quotes)
    .leftJoin(contacts, eq(contacts.id, quotes.contactId))
    .leftJoin(adminUsers, eq(adminUsers.id, quotes.createdBy));

/** A quote version as the admin API answers it; `link` once the traveller has it. */
function toQuoteJson({ quote, contact, createdBy }: Joined, tokenOf: (id: string) => string): QuoteJson {
  return {
    id: quote.id,
    number: quote.number,
    version: quote.version,
    status: quote.status,
    contact: contact ?? { id: quote.contactId, name: "", email: "", phone: "", stage: "" },
    title: quote.title,
    package_id: quote.packageId,
    travel_date: quote.travelDate,
    number_of_travelers: quote.numberOfTravelers,
    itinerary: quote.itinerary,
    inclusions: quote.inclusions,
    exclusions: quote.exclusions,
    price_lines: quote.priceLines,
    total: quote.total,
    valid_until: quote.validUntil,
    supersedes: quote.supersedes,
    superseded_by: quote.supersededBy,
    created_by: createdBy,
    changes_message: quote.changesMessage,
    sent_at: quote.sentAt?.toISOString() ?? null,
    accepted_at: quote.acceptedAt?.toISOString() ?? null,
    booking_id: quote.bookingId,
    link: quote.status === "draft" ? null : `/quote/${tokenOf(quote.id)}`,
    approved_at: quote.approvedAt?.toISOString() ?? null,
    created_at: quote.createdAt.toISOString(),
  };
}

/** The stored columns of an input: day numbers by position, the total from the lines. */
function columnsOf(input: QuoteInput) {
  const total = input.price_lines.reduce((sum, line) => sum + line.amount, 0);
  if (total < 0) throw fieldError("invalid", "price_lines", quoteMessages.totalNegative);
  if (input.valid_until > input.travel_date) {
    throw fieldError("invalid", "valid_until", quoteMessages.validBeforeTravel);
  }
  return {
    title: input.title,
    packageId: input.package_id,
    travelDate: input.travel_date,
    numberOfTravelers: input.number_of_travelers,
    itinerary: input.itinerary.map((day, i) => ({
      day: i + 1,
      title: day.title,
      description: day.description,
    })),
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    priceLines: input.price_lines.map((line) => ({ label: line.label, amount: line.amount })),
    total,
    validUntil: input.valid_until,
  };
}

async function checkPackage(db: Db, packageId: string | null) {
  if (packageId === null) return;
  const [tour] = await db
    .select({ id: tourPackages.id })
    .from(tourPackages)
    .where(eq(tourPackages.id, packageId));
  if (!tour) throw fieldError("invalid", "package_id", quoteMessages.unknownPackage);
}

/** The next number of the year, Q-2026-0001: the counter row's lock orders concurrent writers. */
async function nextQuoteNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(quoteCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteCounters.year, set: { last: sql`${quoteCounters.last} + 1` } })
    .returning({ last: quoteCounters.last });
  return `Q-${year}-${String(row!.last).padStart(4, "0")}`;
}

async function joinedQuote(db: Db, id: string): Promise<Joined | null> {
  if (!isUuid(id)) return null;
  const [row] = await joinedSelect(db).where(eq(quotes.id, id)).limit(1);
  return row ?? null;
}

async function answer(db: Db, id: string): Promise<QuoteJson> {
  const tokenOf = await quoteTokens(db);
  const row = await joinedQuote(db, id);
  if (!row) throw new DomainError("not-found", quoteMessages.notFound);
  return toQuoteJson(row, tokenOf);
}

/** One quote version; null when there is none. */
export async function getQuote(db: Db, id: string): Promise<QuoteJson | null> {
  const tokenOf = await quoteTokens(db);
  const row = await joinedQuote(db, id);
  return row ? toQuoteJson(row, tokenOf) : null;
}

/** A draft quote for a contact, numbered Q-<year>-NNNN, by the member of staff `adminId`. */
export async function createQuote(
  db: Db,
  contactId: string,
  input: QuoteInput,
  options: { adminId: string | null; now?: Date },
): Promise<QuoteJson> {
  const [contact] = isUuid(contactId)
    ? await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId))
    : [];
  if (!contact) throw new DomainError("not-found", quoteMessages.contactNotFound);
  const columns = columnsOf(input);
  await checkPackage(db, columns.packageId);
  const now = options.now ?? new Date();
  const id = await db.transaction(async (tx) => {
    const number = await nextQuoteNumber(tx, Number(now.toISOString().slice(0, 4)));
    const [row] = await tx
      .insert(quotes)
      .values({ ...columns, contactId: contact.id, number, createdBy: options.adminId })
      .returning();
    await recordAudit(tx, {
      action: "quote.created",
      targetType: "quote",
      targetId: number,
      after: { contact_id: contact.id, title: columns.title, total: columns.total },
    });
    return row!.id;
  });
  return answer(db, id);
}

async function lockedQuote(tx: Db, id: string): Promise<QuoteRow> {
  const [row] = isUuid(id) ? await tx.select().from(quotes).where(eq(quotes.id, id)).for("update") : [];
  if (!row) throw new DomainError("not-found", quoteMessages.notFound);
  return row;
}

/** Changes a draft; a sent version is kept as the traveller saw it (revise it instead). */
export async function updateQuote(db: Db, id: string, input: QuoteInput): Promise<QuoteJson> {
  const columns = columnsOf(input);
  await checkPackage(db, columns.packageId);
  await db.transaction(async (tx) => {
    const before = await lockedQuote(tx, id);
    if (before.status !== "draft") throw new DomainError("conflict", quoteMessages.notDraft);
    await tx
      .update(quotes)
      // a changed draft is a new price: an earlier approval does not cover it
      .set({ ...columns, approvedBy: null, approvedAt: null, updatedAt: new Date() })
      .where(eq(quotes.id, id));
    await recordAudit(tx, {
      action: "quote.updated",
      targetType: "quote",
      targetId: `${before.number} v${before.version}`,
      before: { title: before.title, total: before.total },
      after: { title: columns.title, total: columns.total },
    });
  });
  return answer(db, id);
}

/** The agency's letterhead on the PDF: its name and contact, and its legal details from Settings. */
async function letterheadOf(db: Db, config: Config, agency: AgencyContact): Promise<QuoteLetterhead> {
  const settings = await getAgencySettings(db, config);
  return {
    name: agency.name,
    legalName: settings.legal_name,
    address: settings.address,
    gstin: settings.gstin,
    email: agency.email,
    phone: agency.phone,
  };
}

/** The stages a sent quote moves a contact from: a contact already won stays won. */
const stagesBeforeQuoted = ["new", "contacted", "lost"] as const;

/**
 * Sends a draft: the traveller gets the signed link and the PDF; the version it revises (if any)
 * is superseded now, so its link shows this one; the contact moves to "quoted".
 */
export async function sendQuote(
  db: Db,
  id: string,
  options: { agency: AgencyContact; config: Config; today: string },
): Promise<QuoteJson> {
  const tokenOf = await quoteTokens(db);
  const letterhead = await letterheadOf(db, options.config, options.agency);
  await db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, id);
    if (quote.status !== "draft") throw new DomainError("conflict", quoteMessages.alreadySent);
    if (quote.validUntil < options.today) {
      throw fieldError("invalid", "valid_until", quoteMessages.sendExpired);
    }
    await checkAgentQuotePrice(tx, quote, options.config);
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, quote.contactId));
    if (!contact?.email) throw fieldError("conflict", "contact", quoteMessages.noEmail);
    if (quote.supersedes) {
      const [earlier] = await tx.select().from(quotes).where(eq(quotes.id, quote.supersedes)).for("update");
      if (earlier?.status === "accepted") throw new DomainError("conflict", quoteMessages.reviseAccepted);
      if (earlier) {
        await tx
          .update(quotes)
          .set({ status: "superseded", supersededBy: quote.id, updatedAt: new Date() })
          .where(eq(quotes.id, earlier.id));
      }
    }
    const now = new Date();
    await tx.update(quotes).set({ status: "sent", sentAt: now, updatedAt: now }).where(eq(quotes.id, id));
    await moveContactStage(tx, contact.id, "quoted", stagesBeforeQuoted, `Quote ${quote.number} sent`);
    const pdf = await renderQuotePdf(quote, contact, letterhead, options.today);
    await enqueueEmail(
      tx,
      quoteSentEmail(quote, contact, `/quote/${tokenOf(quote.id)}`, pdf, options.agency),
    );
    await recordAudit(tx, {
      action: "quote.sent",
      targetType: "quote",
      targetId: `${quote.number} v${quote.version}`,
      after: {
        to: contact.email,
        total: quote.total,
        contact_stage: contact.stage === "won" ? "won" : "quoted",
      },
    });
  });
  return answer(db, id);
}

/** The statuses a version can be revised from: the traveller has it and has not booked. */
const revisable: readonly QuoteStatus[] = ["sent", "changes_requested"];

/**
 * A new draft version copied from a sent one (the same number, the next version), which supersedes
 * it once sent. A draft revision already open is answered again (`created: false`).
 */
export async function reviseQuote(
  db: Db,
  id: string,
  options: { adminId: string | null },
): Promise<{ created: boolean; quote: QuoteJson }> {
  const result = await db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, id);
    if (quote.status === "draft") throw new DomainError("conflict", quoteMessages.reviseDraft);
    if (quote.status === "accepted") throw new DomainError("conflict", quoteMessages.reviseAccepted);
    if (!revisable.includes(quote.status)) throw new DomainError("conflict", quoteMessages.reviseLatest);
    const [open] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.supersedes, quote.id), eq(quotes.status, "draft")));
    if (open) return { created: false, id: open.id };
    const [latest] = await tx
      .select({ version: max(quotes.version) })
      .from(quotes)
      .where(eq(quotes.number, quote.number));
    const [row] = await tx
      .insert(quotes)
      .values({
        contactId: quote.contactId,
        number: quote.number,
        version: (latest?.version ?? quote.version) + 1,
        supersedes: quote.id,
        title: quote.title,
        packageId: quote.packageId,
        travelDate: quote.travelDate,
        numberOfTravelers: quote.numberOfTravelers,
        itinerary: quote.itinerary,
        inclusions: quote.inclusions,
        exclusions: quote.exclusions,
        priceLines: quote.priceLines,
        total: quote.total,
        validUntil: quote.validUntil,
        createdBy: options.adminId,
      })
      .returning();
    await recordAudit(tx, {
      action: "quote.revised",
      targetType: "quote",
      targetId: `${quote.number} v${row!.version}`,
      before: { version: quote.version, status: quote.status },
    });
    return { created: true, id: row!.id };
  });
  return { created: result.created, quote: await answer(db, result.id) };
}

/** What the quotes list can be narrowed by: the API, the admin screen. */
type QuoteFilter = {
  status?: QuoteStatus | undefined;
  contact_id?: string | undefined;
  q?: string | undefined;
};

const quoteList = keysetList({
  keyset: { at: quotes.createdAt, id: quotes.id },
  search: { text: [quotes.number, quotes.title] },
  conditions: (filter: QuoteFilter) => [
    filter.status ? eq(quotes.status, filter.status) : undefined,
    filter.contact_id ? eq(quotes.contactId, filter.contact_id) : undefined,
  ],
  select: (db, key) =>
    db
      .select({ quote: quotes, contact: contactFields, createdBy: adminUsers.loginId, ...key })
      .from(quotes)
      .leftJoin(contacts, eq(contacts.id, quotes.contactId))
      .leftJoin(adminUsers, eq(adminUsers.id, quotes.createdBy))
      .$dynamic(),
  items: async (db, rows): Promise<QuoteJson[]> => {
    const tokenOf = await quoteTokens(db);
    return (rows as Joined[]).map((row) => toQuoteJson(row, tokenOf));
  },
});

/** Pages of quote versions, newest first: the one list query of the API and the admin screen. */
export const { list: listQuotes, count: countQuotes } = quoteList;

/** A contact's quotes, newest first (every version), for the contact page's panel. */
export async function quotesOfContact(db: Db, contactId: string): Promise<QuoteJson[]> {
  if (!isUuid(contactId)) return [];
  const tokenOf = await quoteTokens(db);
  const rows = await joinedSelect(db)
    .where(eq(quotes.contactId, contactId))
    .orderBy(desc(quotes.createdAt), desc(quotes.version))
    .limit(200);
  return rows.map((row) => toQuoteJson(row, tokenOf));
}

/** The contact a new quote is for (the compose screen's heading); null when there is none. */
export async function quoteContact(db: Db, contactId: string): Promise<Contact | null> {
  if (!isUuid(contactId)) return null;
  const [row] = await db.select(contactFields).from(contacts).where(eq(contacts.id, contactId));
  return row ?? null;
}

/** A package to start a quote from: its days, inclusions and exclusions, and its price per person. */
type PackageChoice = {
  id: string;
  title: string;
  price: number;
  days: { title: string; description: string }[];
  inclusions: string[];
  exclusions: string[];
};

/** "Arrival in Leh – check in, rest": a package's day as a title and a description. */
function dayOf(text: string): { title: string; description: string } {
  const split = /\s[–—-]\s/.exec(text);
  if (!split) return { title: text.slice(0, 200), description: "" };
  const description = text.slice(split.index + split[0].length);
  return {
    title: text.slice(0, split.index).slice(0, 200),
    description: description.charAt(0).toUpperCase() + description.slice(1),
  };
}

/** The packages the compose screen offers to start from, by title. */
export async function packageChoices(db: Db): Promise<PackageChoice[]> {
  const rows = await db
    .select({
      id: tourPackages.id,
      title: tourPackages.title,
      price: tourPackages.price,
      itinerary: tourPackages.itinerary,
      inclusions: tourPackages.inclusions,
      exclusions: tourPackages.exclusions,
    })
    .from(tourPackages)
    .orderBy(tourPackages.title)
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    price: row.price,
    days: row.itinerary.map(dayOf),
    inclusions: row.inclusions,
    exclusions: row.exclusions,
  }));
}

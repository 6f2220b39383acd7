/**
 * The one write path of a booking (issue 36; ADR 059). Whatever asks for a booking — the package
 * page's form, `POST /api/bookings`, a waitlist entry taken up, an accepted custom quote — hands
 * `writeBookings` a transaction and drafts; it alone inserts into `bookings`. For each draft it
 * answers a repeat with the booking already made (one per Idempotency-Key, or per identical submit
 * within a minute), prices a package booking with the same engine as the live price, holds a fixed
 * departure's seats, writes the row under a fresh reference, matches the contact, records the
 * consent and the promo code's use, and queues the traveller's confirmation and the agency's notice,
 * all in the caller's transaction. A refusal belongs to its draft and never fails the others.
 */
import { and, desc, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  bookings,
  tourPackages,
  type BookingRow,
  type NewBookingRow,
  type TourPackageRow,
} from "../../../../db/schema/index";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import {
  departureForBooking,
  markWaitlistBooked,
} from "~/features/bookings/seats/departure-seat-service.server";
import { attachBookingContact } from "~/features/contacts/contact-match-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmails } from "~/features/notifications/outbox/outbox-service.server";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import { currentFirstTouch, type FirstTouch } from "~/lib/first-touch.server";
import { newBookingReference } from "~/lib/references";
import { lockRequestHashes, requestHashOf, withinDuplicateWindow } from "~/lib/request-idempotency.server";
import { toBookingJson } from "../booking-service.server";
import { bookingMessages, type Booking, type BookingInput } from "../booking-schema";
import {
  bookingAgencyNotice,
  bookingConfirmationEmail,
  type PackageTrip,
} from "../emails/booking-emails.server";
import {
  priceBookingInput,
  pricingContext,
  recordRedemptions,
  type BookingPrice,
} from "./booking-price.server";

/** The advisory-lock and log name of bookings (request-idempotency.server.ts). */
const BOOKING_SCOPE = "booking";
/** Random references clash about once in a billion: a few more draws are plenty. */
const REFERENCE_ATTEMPTS = 8;

export type BookingOptions = {
  idempotencyKey: string | null;
  agency: AgencyContact;
  /** the visitor's first touch (campaign); the current request's when absent */
  firstTouch?: FirstTouch;
  /** booked by an anonymous request (a public form or link): its emails count against the hourly cap */
  visitor?: boolean;
};

export type BookingResult = { created: boolean; booking: Booking };

/** A booking at a price agreed beforehand (a custom quote accepted), not one priced from the rules. */
export type AgreedBooking = {
  /** the package it is built on, or null for a custom trip named by `title` */
  packageId: string | null;
  title: string;
  travelDate: string;
  travellers: number;
  name: string;
  email: string;
  phone: string;
  /** whole rupees, kept as the booking's price lines; `total` is their sum */
  priceLines: { label: string; amount: number }[];
  total: number;
  contactId: string | null;
  /** the accepted quote it is made from */
  quoteId: string;
  /** the quote's days, for the calendar file's length when it has no package */
  days: number;
};

/**
 * What asks for a booking: a visitor's choice priced from the package and the rules in force, or a
 * total agreed beforehand (a quote). `options.idempotencyKey` makes it once per key.
 */
type BookingDraft =
  | { kind: "priced"; input: BookingInput; options: BookingOptions }
  | { kind: "agreed"; agreed: AgreedBooking; options: BookingOptions };

type BookingOutcome = { ok: true; result: BookingResult } | { ok: false; error: unknown };

/** What makes two submits "the same booking": every field the visitor chose, normalised by the schema. */
export function bookingRequestHash(input: BookingInput): string {
  return requestHashOf([
    input.package_id,
    input.customer_name,
    input.customer_email,
    input.customer_phone,
    input.special_requests,
    input.travel_date,
    input.departure_id,
    input.number_of_travelers,
    input.sharing,
    input.number_of_children,
    input.promo_code ?? null,
    input.number_of_seniors,
  ]);
}

/** The consent a booking form's send records (issue 40): the booking itself, never marketing. */
const bookingConsentOf = (row: BookingRow) =>
  ({
    email: row.customerEmail,
    phone: row.customerPhone,
    purpose: "booking",
    channel: "booking_form",
    reference: row.reference,
  }) as const;

/** A booking's row (all but its reference, which the writer draws), priced from the package. */
export function bookingRowOf(
  tour: TourPackageRow,
  input: BookingInput,
  price: BookingPrice,
  booking: {
    travelDate: string;
    departureId: string | null;
    idempotencyKey: string | null;
    requestHash: string;
  },
) {
  return {
    ...booking,
    pricePerPerson: price.pricePerPerson,
    totalAmount: price.total_amount,
    priceLines: price.price_lines,
    promoCode: price.redemption?.code ?? null,
    numberOfChildren: input.number_of_children,
    numberOfSeniors: input.number_of_seniors,
    packageId: tour.id,
    packageTitle: tour.title,
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    specialRequests: input.special_requests,
    numberOfTravelers: input.number_of_travelers,
    sharing: input.sharing,
    customerState: input.customer_state ?? null,
    customerPan: input.customer_pan ?? null,
    customerAddress: input.customer_address ?? null,
    customerGstin: input.customer_gstin ?? null,
    customerBusinessName: input.customer_business_name ?? null,
    international: tour.category === "international",
  } satisfies Omit<NewBookingRow, "reference">;
}

/** The customer's confirmation (with the trip's calendar file) and the agency's notice of a new booking. */
function newBookingEmails(booking: Booking, agency: AgencyContact, bookingPage: string, trip?: PackageTrip) {
  return [bookingConfirmationEmail(booking, agency, bookingPage, trip), bookingAgencyNotice(booking, agency)];
}

/** One draft on its way: its payload hash, and once priced, its row and what follows the insert. */
type Pending = {
  draft: BookingDraft;
  requestHash: string;
  values?: Omit<NewBookingRow, "reference">;
  redemption?: BookingPrice["redemption"];
  trip?: PackageTrip;
};

/**
 * Writes the drafts in `tx` and answers each, in order. An identical draft later in the same call
 * (a double click) follows the first. A draft on a fixed departure is written before the next one
 * is checked, so two cannot take the same last seats. `bookingPage` is `bookingPagePaths(db)`,
 * read before the transaction began.
 */
export async function writeBookings(
  tx: Db,
  drafts: BookingDraft[],
  bookingPage: (bookingId: string) => string,
): Promise<BookingOutcome[]> {
  const outcomes = new Map<Pending, BookingOutcome>();
  const all: Pending[] = drafts.map((draft) => ({ draft, requestHash: requestHashOfDraft(draft) }));
  const firstOf = new Map<string, Pending>();
  for (const item of all) if (!firstOf.has(identityOf(item))) firstOf.set(identityOf(item), item);
  const leaders = [...firstOf.values()];

  // every writer of the same unkeyed payload waits for this one, in any process
  const unkeyed = leaders.filter((item) => item.draft.options.idempotencyKey === null);
  await lockRequestHashes(
    tx,
    BOOKING_SCOPE,
    unkeyed.map((item) => item.requestHash),
  );
  await replayEarlier(tx, leaders, outcomes);

  const fresh = leaders.filter((item) => !outcomes.has(item));
  const made = new Map<Pending, BookingRow>();
  const waiting: Pending[] = [];
  const tours = await packagesOf(tx, fresh);
  const context = await pricingContext(
    tx,
    fresh.flatMap((item) => (item.draft.kind === "priced" ? (item.draft.input.promo_code ?? []) : [])),
  );
  for (const item of fresh) {
    try {
      await prepare(tx, item, tours, context);
    } catch (error) {
      outcomes.set(item, { ok: false, error });
      continue;
    }
    // a departure's seats are counted from its bookings: this one must be there before the next check
    if (item.values?.departureId) await insertRows(tx, [item], made, outcomes);
    else waiting.push(item);
  }
  await insertRows(tx, waiting, made, outcomes);

  for (const [item, row] of made) {
    const { draft } = item;
    if (draft.kind === "priced") {
      await attachBookingContact(tx, row.id, draft.options.firstTouch ?? currentFirstTouch());
      await recordConsent(tx, bookingConsentOf(row));
    }
    if (row.departureId) {
      await markWaitlistBooked(tx, {
        departureId: row.departureId,
        email: row.customerEmail,
        bookingId: row.id,
      });
    }
    outcomes.set(item, { ok: true, result: { created: true, booking: toBookingJson(row) } });
  }
  await recordRedemptions(
    tx,
    [...made].map(([item, row]) => ({ bookingId: row.id, redemption: item.redemption ?? null })),
  );
  // one call per kind of sender: a visitor's emails count against the recipient's hourly share
  for (const visitor of [true, false]) {
    const emails = [...made]
      .filter(([item]) => (item.draft.options.visitor ?? false) === visitor)
      .flatMap(([item, row]) => {
        const outcome = outcomes.get(item) as Extract<BookingOutcome, { ok: true }>;
        return newBookingEmails(
          outcome.result.booking,
          item.draft.options.agency,
          bookingPage(row.id),
          item.trip,
        );
      });
    if (emails.length > 0) await enqueueEmails(tx, emails, { visitor });
  }

  return all.map((item) => {
    const leader = firstOf.get(identityOf(item))!;
    const outcome = outcomes.get(leader)!;
    if (leader === item || !outcome.ok) return outcome;
    return replayOf(item, { requestHash: leader.requestHash, booking: outcome.result.booking });
  });
}

/**
 * One draft written in `db` (its own transaction, or a savepoint of the caller's): its answer, or
 * its refusal thrown.
 */
export async function writeBooking(
  db: Db,
  draft: BookingDraft,
  bookingPage?: (bookingId: string) => string,
): Promise<BookingResult> {
  const paths = bookingPage ?? (await bookingPagePaths(db));
  const [outcome] = await db.transaction((tx) => writeBookings(tx, [draft], paths));
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.result;
}

function requestHashOfDraft(draft: BookingDraft): string {
  if (draft.kind === "priced") return bookingRequestHash(draft.input);
  return requestHashOf(["agreed", draft.agreed.quoteId, draft.options.idempotencyKey]);
}

/** An identical submit in the same call (a double click): the first is written, the rest follow it. */
function identityOf(item: Pending): string {
  const key = item.draft.options.idempotencyKey;
  return key === null ? `payload:${item.requestHash}` : `key:${key}`;
}

/** The answer for a booking made earlier with this key or payload; 409 when the key came with another payload. */
function replayOf(item: Pending, earlier: { requestHash: string; booking: Booking }): BookingOutcome {
  if (earlier.requestHash !== item.requestHash) {
    return { ok: false, error: new DomainError("conflict", bookingMessages.keyReused) };
  }
  return { ok: true, result: { created: false, booking: earlier.booking } };
}

const earlierRow = (row: BookingRow) => ({ requestHash: row.requestHash, booking: toBookingJson(row) });

/** Bookings made earlier for the same key, or for the same unkeyed payload within a minute. */
async function replayEarlier(tx: Db, leaders: Pending[], outcomes: Map<Pending, BookingOutcome>) {
  const keys = leaders.flatMap((item) => item.draft.options.idempotencyKey ?? []);
  const hashes = leaders
    .filter((item) => item.draft.options.idempotencyKey === null)
    .map((item) => item.requestHash);
  if (keys.length === 0 && hashes.length === 0) return;
  const recent = withinDuplicateWindow(bookings.bookingDate);
  const earlier = await tx
    .select({ row: bookings, recent: sql<boolean>`${recent}` })
    .from(bookings)
    .where(
      or(
        keys.length > 0 ? inArray(bookings.idempotencyKey, keys) : undefined,
        hashes.length > 0 ? and(inArray(bookings.requestHash, hashes), recent) : undefined,
      ),
    )
    .orderBy(desc(bookings.bookingDate));
  for (const item of leaders) {
    const key = item.draft.options.idempotencyKey;
    const found =
      key === null
        ? earlier.find(({ row, recent }) => recent && row.requestHash === item.requestHash)
        : earlier.find(({ row }) => row.idempotencyKey === key);
    if (found) outcomes.set(item, replayOf(item, earlierRow(found.row)));
  }
}

/** The drafts' packages, share-locked: a concurrent delete waits, so the foreign key cannot fail. */
async function packagesOf(tx: Db, fresh: Pending[]): Promise<TourPackageRow[]> {
  const ids = [
    ...new Set(
      fresh.flatMap(({ draft }) =>
        draft.kind === "priced" ? draft.input.package_id : (draft.agreed.packageId ?? []),
      ),
    ),
  ];
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(tourPackages)
    .where(inArray(tourPackages.id, ids))
    .orderBy(tourPackages.id)
    .for("share");
}

/**
 * The draft's row, its promo code's use and its calendar trip; a package booking priced from its
 * package and the rules in force (a fixed departure locked and its seats checked), or refused.
 */
async function prepare(
  tx: Db,
  item: Pending,
  tours: TourPackageRow[],
  context: Awaited<ReturnType<typeof pricingContext>>,
) {
  const { draft, requestHash } = item;
  const { idempotencyKey } = draft.options;
  if (draft.kind === "agreed") {
    const { agreed } = draft;
    const tour = tours.find((row) => row.id === agreed.packageId);
    item.values = {
      packageId: tour ? agreed.packageId : null,
      packageTitle: agreed.title,
      customerName: agreed.name,
      customerEmail: agreed.email,
      customerPhone: agreed.phone,
      travelDate: agreed.travelDate,
      numberOfTravelers: agreed.travellers,
      pricePerPerson: Math.round(agreed.total / agreed.travellers),
      totalAmount: agreed.total,
      priceLines: agreed.priceLines,
      status: "pending",
      international: tour?.category === "international",
      contactId: agreed.contactId,
      quoteId: agreed.quoteId,
      idempotencyKey,
      requestHash,
    };
    item.trip = {
      destination: tour?.destination ?? agreed.title,
      durationDays: agreed.days > 0 ? agreed.days : (tour?.durationDays ?? 1),
    };
    return;
  }
  const { input } = draft;
  const tour = tours.find((row) => row.id === input.package_id);
  if (!tour) throw fieldError("invalid", "package_id", bookingMessages.unknownPackage);
  if (!tour.available) throw fieldError("conflict", "package_id", bookingMessages.unavailablePackage);
  // a fixed departure's row stays locked until this booking commits: no two take its last seats
  const departure = await departureForBooking(tx, {
    packageId: tour.id,
    departureId: input.departure_id,
    travellers: input.number_of_travelers,
  });
  const travelDate = departure?.date ?? input.travel_date;
  if (travelDate === undefined) throw fieldError("invalid", "travel_date", bookingMessages.chooseTravelDate);
  const price = priceBookingInput(tour, input, context, {
    travelDate,
    departurePrice: departure?.price ?? null,
  });
  item.values = bookingRowOf(tour, input, price, {
    travelDate,
    departureId: departure?.id ?? null,
    idempotencyKey,
    requestHash,
  });
  item.redemption = price.redemption;
  item.trip = tour;
}

/**
 * Inserts the rows, each under a fresh reference: the only insert into `bookings` in the app. A row
 * left out by a clash is drawn a new reference, or, when its Idempotency-Key was taken meanwhile,
 * answered with that booking.
 */
async function insertRows(
  tx: Db,
  items: Pending[],
  made: Map<Pending, BookingRow>,
  outcomes: Map<Pending, BookingOutcome>,
) {
  let waiting = items;
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS && waiting.length > 0; attempt++) {
    const byReference = new Map(waiting.map((item) => [newBookingReference(), item]));
    const inserted = await tx
      .insert(bookings)
      .values([...byReference].map(([reference, item]) => ({ ...item.values!, reference })))
      .onConflictDoNothing()
      .returning();
    for (const row of inserted) made.set(byReference.get(row.reference)!, row);
    waiting = waiting.filter((item) => !made.has(item));
    const keys = waiting.flatMap((item) => item.draft.options.idempotencyKey ?? []);
    if (keys.length === 0) continue;
    const winners = await tx.select().from(bookings).where(inArray(bookings.idempotencyKey, keys));
    for (const item of waiting) {
      const winner = winners.find((row) => row.idempotencyKey === item.draft.options.idempotencyKey);
      if (winner) outcomes.set(item, replayOf(item, earlierRow(winner)));
    }
    waiting = waiting.filter((item) => !outcomes.has(item));
  }
  if (waiting.length > 0) throw new Error(`no free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
}

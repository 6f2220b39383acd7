import { and, asc, count, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  bookings,
  tourDepartures,
  tourPackages,
  waitlistEntries,
  type WaitlistEntryRow,
} from "../../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { Booking } from "~/features/bookings/booking-schema";
import { writeBooking } from "~/features/bookings/write/booking-write-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { contactFor } from "~/features/contacts/contact-match-service.server";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";
import { currentFirstTouch } from "~/lib/first-touch.server";
import { todayInIndia } from "~/lib/dates";
import { DomainError, fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { LIST_LIMIT_DEFAULT, pageOf, type Page } from "~/lib/keyset-page";
import { afterCursor, keyOf, keysetOrder, type Keyset } from "~/lib/keyset-page.server";
import { activeWaitlistStatuses } from "../../../../domain/departure-values";
import { lockDeparture, seatsHeldOn } from "../seats/departure-seat-service.server";
import {
  departureMessages,
  waitlistMessages,
  type WaitlistEntry,
  type WaitlistInput,
  type WaitlistJoined,
  type WaitlistListQuery,
  type WaitlistPageQuery,
} from "../departures/departure-schema";
import { waitlistJoinedEmail } from "../emails/waitlist-emails.server";

/** The entry's place among those still in line before it (1 = first). */
export async function positionOf(db: Db, entry: WaitlistEntryRow): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.departureId, entry.departureId),
        inArray(waitlistEntries.status, activeWaitlistStatuses),
        or(
          lt(waitlistEntries.createdAt, entry.createdAt),
          and(eq(waitlistEntries.createdAt, entry.createdAt), lt(waitlistEntries.id, entry.id)),
        ),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/** The answer to joining a waitlist (also the honeypot's decoy, waitlist-decoy.server.ts). */
export function toWaitlistJoined(
  row: WaitlistEntryRow,
  departure: { date: string; title: string },
  position: number,
): WaitlistJoined {
  return {
    id: row.id,
    departure_id: row.departureId,
    date: departure.date,
    package_title: departure.title,
    number_of_travelers: row.numberOfTravelers,
    status: row.status,
    position,
  };
}

/**
 * Puts a visitor in line for a departure that cannot seat their party: sold out, or with fewer
 * seats left than they need. Joining again with the same email answers the entry already made
 * (`created: false`). A receipt is emailed; the offer follows when seats free up.
 */
export async function joinWaitlist(
  db: Db,
  input: WaitlistInput,
  options: { agency: AgencyContact },
): Promise<{ created: boolean; entry: WaitlistJoined }> {
  return db.transaction(async (tx) => {
    const departure = await lockDeparture(tx, input.departure_id);
    const [tour] = departure
      ? await tx
          .select({ id: tourPackages.id, title: tourPackages.title, available: tourPackages.available })
          .from(tourPackages)
          .where(eq(tourPackages.id, departure.packageId))
      : [];
    if (!departure || !tour?.available) {
      throw fieldError("invalid", "departure_id", departureMessages.chooseDeparture);
    }
    if (departure.departureDate < todayInIndia()) {
      throw fieldError("conflict", "departure_id", departureMessages.past);
    }
    if (departure.closed) throw fieldError("conflict", "departure_id", departureMessages.closed);

    const answer = async (row: WaitlistEntryRow) =>
      toWaitlistJoined(row, { date: departure.departureDate, title: tour.title }, await positionOf(tx, row));
    const [earlier] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.departureId, departure.id),
          eq(waitlistEntries.customerEmail, input.customer_email),
          inArray(waitlistEntries.status, activeWaitlistStatuses),
        ),
      )
      .limit(1);
    if (earlier) return { created: false, entry: await answer(earlier) };

    const left = departure.seats - (await seatsHeldOn(tx, departure.id));
    if (input.number_of_travelers <= left) {
      throw fieldError("conflict", "departure_id", waitlistMessages.seatsAvailable);
    }
    // the departure's lock makes this the only writer of its line: no duplicate can slip in
    const contactId = await contactFor(tx, {
      name: input.customer_name,
      email: input.customer_email,
      phone: input.customer_phone,
      touch: currentFirstTouch(),
    });
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        contactId,
        departureId: departure.id,
        customerName: input.customer_name,
        customerEmail: input.customer_email,
        customerPhone: input.customer_phone,
        numberOfTravelers: input.number_of_travelers,
      })
      .returning();
    if (!row) throw new Error("waitlist insert returned nothing");
    await recordConsent(tx, {
      email: row.customerEmail,
      phone: row.customerPhone,
      purpose: "booking",
      channel: "waitlist_form",
    });
    await enqueueEmail(
      tx,
      waitlistJoinedEmail(
        {
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          travellers: row.numberOfTravelers,
          packageId: tour.id,
          packageTitle: tour.title,
          date: departure.departureDate,
        },
        options.agency,
      ),
      { visitor: true },
    );
    return { created: true, entry: await answer(row) };
  });
}

const entryColumns = {
  entry: waitlistEntries,
  date: tourDepartures.departureDate,
  packageId: tourDepartures.packageId,
  title: tourPackages.title,
  reference: bookings.reference,
};

type EntryWithContext = {
  entry: WaitlistEntryRow;
  date: string;
  packageId: string;
  title: string | null;
  reference: string | null;
};

function toWaitlistEntryJson({ entry, date, packageId, title, reference }: EntryWithContext): WaitlistEntry {
  return {
    id: entry.id,
    departure_id: entry.departureId,
    departure_date: date,
    package_id: packageId,
    package_title: title ?? "",
    customer_name: entry.customerName,
    customer_email: entry.customerEmail,
    customer_phone: entry.customerPhone,
    number_of_travelers: entry.numberOfTravelers,
    status: entry.status,
    offered_at: entry.offeredAt?.toISOString() ?? null,
    offered_seats: entry.offeredSeats,
    booking_id: entry.bookingId,
    booking_reference: reference,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

async function selectEntries(db: Db, where: SQL | undefined): Promise<WaitlistEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(tourDepartures, eq(tourDepartures.id, waitlistEntries.departureId))
    .leftJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
    .where(where)
    .orderBy(asc(tourDepartures.departureDate), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map(toWaitlistEntryJson);
}

function waitlistFilters(query: Partial<WaitlistListQuery>): SQL[] {
  const filters: SQL[] = [];
  if (query.departure_id) filters.push(eq(waitlistEntries.departureId, query.departure_id.toLowerCase()));
  if (query.status) filters.push(eq(waitlistEntries.status, query.status));
  return filters;
}

/** The admin's view: entries by departure date, then in the order they joined. */
export async function listWaitlist(db: Db, query: WaitlistListQuery = {}): Promise<WaitlistEntry[]> {
  const filters = waitlistFilters(query);
  return selectEntries(db, filters.length ? and(...filters) : undefined);
}

/** The API's list (ADR 029): one page of the same filters, newest entries first. */
export async function listWaitlistPage(
  db: Db,
  query: Partial<WaitlistPageQuery> = {},
): Promise<Page<WaitlistEntry>> {
  const keyset: Keyset = { at: waitlistEntries.createdAt, id: waitlistEntries.id };
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const filters = waitlistFilters(query);
  const after = afterCursor(keyset, query.cursor);
  if (after) filters.push(after);
  const key = keyOf(keyset);
  const rows = await db
    .select({ ...entryColumns, pageAt: key.at, pageId: key.id })
    .from(waitlistEntries)
    .innerJoin(tourDepartures, eq(tourDepartures.id, waitlistEntries.departureId))
    .leftJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(...keysetOrder(keyset))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => [row.pageAt, row.pageId], toWaitlistEntryJson);
}

async function getEntry(db: Db, id: string): Promise<WaitlistEntry | null> {
  if (!isUuid(id)) return null;
  const [entry] = await selectEntries(db, eq(waitlistEntries.id, id.toLowerCase()));
  return entry ?? null;
}

/**
 * Ends an entry's wait, removed or booked (then pointing at its booking), with its line in the
 * audit log; answers the entry as it now stands.
 */
async function closeEntry(
  tx: Db,
  current: { id: string; status: string },
  end: { status: "removed" } | { status: "booked"; booking: Booking },
): Promise<WaitlistEntry> {
  const booking = end.status === "booked" ? end.booking : undefined;
  await tx
    .update(waitlistEntries)
    .set({ status: end.status, ...(booking && { bookingId: booking.id }), updatedAt: new Date() })
    .where(eq(waitlistEntries.id, current.id));
  await recordAudit(tx, {
    action: booking ? "waitlist.converted" : "waitlist.removed",
    targetType: "waitlist_entry",
    targetId: current.id,
    before: { status: current.status },
    after: booking ? { status: "booked", booking: booking.reference } : { status: "removed" },
  });
  const entry = await getEntry(tx, current.id);
  if (!entry) throw new Error("waitlist entry vanished");
  return entry;
}

/** Takes an entry out of line (the visitor changed plans). 409 once booked or removed. */
export async function removeWaitlistEntry(db: Db, id: string): Promise<WaitlistEntry> {
  if (!isUuid(id)) throw new DomainError("not-found", waitlistMessages.notFound);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id.toLowerCase()))
      .limit(1)
      .for("update");
    if (!current) throw new DomainError("not-found", waitlistMessages.notFound);
    if (!(activeWaitlistStatuses as readonly string[]).includes(current.status)) {
      throw new DomainError("conflict", waitlistMessages.notActive);
    }
    return closeEntry(tx, current, { status: "removed" });
  });
}

/**
 * The admin's "Convert to booking": a booking on the entry's departure for its traveller, through
 * the same service (and seat check) as every booking, so it is refused with 409 when the seats are
 * not there. The entry is then booked and points at the booking.
 */
export async function convertWaitlistEntry(
  db: Db,
  id: string,
  options: { agency: AgencyContact },
): Promise<{ booking: Booking; entry: WaitlistEntry }> {
  const notFound = new DomainError("not-found", waitlistMessages.notFound);
  if (!isUuid(id)) throw notFound;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ departureId: waitlistEntries.departureId, packageId: tourDepartures.packageId })
      .from(waitlistEntries)
      .innerJoin(tourDepartures, eq(tourDepartures.id, waitlistEntries.departureId))
      .where(eq(waitlistEntries.id, id.toLowerCase()));
    if (!found) throw notFound;
    // the same lock order as a booking: the package (shared), then the departure, then the entry
    await tx
      .select({ id: tourPackages.id })
      .from(tourPackages)
      .where(eq(tourPackages.id, found.packageId))
      .for("share");
    await lockDeparture(tx, found.departureId);
    const [current] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id.toLowerCase()))
      .for("update");
    if (!current) throw notFound;
    if (!(activeWaitlistStatuses as readonly string[]).includes(current.status)) {
      throw new DomainError("conflict", waitlistMessages.notActive);
    }
    const { booking } = await writeBooking(tx, {
      kind: "priced",
      input: {
        package_id: found.packageId,
        departure_id: current.departureId,
        customer_name: current.customerName,
        customer_email: current.customerEmail,
        customer_phone: current.customerPhone,
        special_requests: "Booked from the waitlist",
        number_of_travelers: current.numberOfTravelers,
        number_of_children: 0,
        number_of_seniors: 0,
        promo_code: undefined,
        sharing: "triple",
      },
      options: { idempotencyKey: `waitlist-${current.id}`, agency: options.agency },
    });
    // the booking core marked the entry booked (same departure and email); make sure it points here
    const entry = await closeEntry(tx, current, { status: "booked", booking });
    return { booking, entry };
  });
}

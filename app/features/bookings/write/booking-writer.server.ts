import { and, desc, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, tourPackages, type BookingRow, type NewBookingRow } from "../../../../db/schema/index";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import { departureMessages } from "~/features/bookings/departures/departure-schema";
import { packagesRunningDepartures } from "~/features/bookings/seats/departure-seat-service.server";
import { enqueueEmails } from "~/features/notifications/outbox/outbox-service.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import { newBookingReference } from "~/lib/references";
import { lockRequestHashes, withinDuplicateWindow } from "~/lib/request-idempotency.server";
import { bookingMessages, type Booking, type BookingInput } from "../booking-schema";
import {
  priceBookingInput,
  pricingContext,
  recordRedemptions,
  type BookingPrice,
} from "./booking-price.server";
import {
  BOOKING_SCOPE,
  bookingRequestHash,
  bookingConsentOf,
  bookingRowOf,
  createBookingNow,
  newBookingEmails,
  toBookingJson,
  type BookingOptions,
  type BookingResult,
} from "../booking-service.server";
import { logJson } from "~/lib/logger.server";
import { attachBookingContact } from "~/features/contacts/contact-match-service.server";
import { currentFirstTouch } from "~/lib/first-touch.server";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";

/**
 * Group commit for bookings (issue 13; ADR 020). A booking for a free travel date that arrives
 * while another batch is being written waits for the next one, and one transaction writes a whole
 * batch in a fixed handful of statements, so a burst of N bookings costs a few round trips to
 * the database instead of ten each. A booking that arrives alone is written at once: batching adds
 * no wait when there is no queue. Each booking keeps every rule and answer of `createBookingNow`:
 * its own price, its own refusal (which never fails the others), one booking per Idempotency-Key
 * or per identical submit within a minute, and its emails committed with it. Bookings on a fixed
 * departure lock seats row by row and are written one at a time.
 */

/** At most this many bookings in one transaction. */
const MAX_BATCH = 50;
/** Batches in flight at once per database handle; each holds one pooled connection. */
const PARALLEL_BATCHES = 2;
/** Random references clash about once in a billion: a few more draws are plenty. */
const REFERENCE_ATTEMPTS = 8;

type Submitted = {
  input: BookingInput;
  options: BookingOptions;
  requestHash: string;
  resolve: (result: BookingResult) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; result: BookingResult } | { ok: false; error: unknown };

/** A new booking: written in a batch for a free travel date, on its own for a fixed departure. */
export function createBooking(db: Db, input: BookingInput, options: BookingOptions): Promise<BookingResult> {
  // the request's campaign, read now: the batch is written in another request's context
  options = { ...options, firstTouch: options.firstTouch ?? currentFirstTouch() };
  if (input.departure_id !== undefined) return createBookingNow(db, input, { ...options, visitor: true });
  let writer = writers.get(db);
  if (!writer) {
    writer = new BatchWriter(db);
    writers.set(db, writer);
  }
  return writer.submit(input, options);
}

const writers = new WeakMap<Db, BatchWriter>();

class BatchWriter {
  private queue: Submitted[] = [];
  private inFlight = 0;
  private starting = false;

  constructor(private readonly db: Db) {}

  submit(input: BookingInput, options: BookingOptions): Promise<BookingResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, options, requestHash: bookingRequestHash(input), resolve, reject });
      // bookings submitted in the same tick (several requests parsed at once) share a batch
      if (this.starting) return;
      this.starting = true;
      queueMicrotask(() => {
        this.starting = false;
        this.startBatches();
      });
    });
  }

  private startBatches() {
    while (this.inFlight < PARALLEL_BATCHES && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.startBatches();
      });
    }
  }

  private async write(batch: Submitted[]) {
    let outcomes: Outcome[];
    try {
      outcomes = await writeBatch(this.db, batch);
    } catch (error) {
      logJson({ level: "error", msg: "booking batch failed; writing one by one", error: String(error) });
      // The batch as a whole failed (a lost connection, a conflict only the database saw): each
      // booking tries again on its own and gets its own answer. One that did commit is found
      // again by its key or payload and answered as made.
      await Promise.all(
        batch.map((item) =>
          createBookingNow(this.db, item.input, { ...item.options, visitor: true }).then(
            item.resolve,
            item.reject,
          ),
        ),
      );
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
  }
}

/** An identical submit in the same batch (a double click): the first is written, the rest follow it. */
function identityOf(item: Submitted): string {
  const key = item.options.idempotencyKey;
  return key === null ? `payload:${item.requestHash}` : `key:${key}`;
}

/** The answer for a booking made earlier with this key or payload, as `idempotentCreate` gives it. */
function replayOf(item: Submitted, earlier: { requestHash: string; booking: Booking }): Outcome {
  if (earlier.requestHash !== item.requestHash) {
    return { ok: false, error: new DomainError("conflict", bookingMessages.keyReused) };
  }
  return { ok: true, result: { created: false, booking: earlier.booking } };
}

const earlierRow = (row: BookingRow) => ({ requestHash: row.requestHash, booking: toBookingJson(row) });

async function writeBatch(db: Db, batch: Submitted[]): Promise<Outcome[]> {
  const bookingPage = await bookingPagePaths(db);
  const outcomes = new Map<Submitted, Outcome>();
  const firstOf = new Map<string, Submitted>();
  for (const item of batch) if (!firstOf.has(identityOf(item))) firstOf.set(identityOf(item), item);
  const leaders = [...firstOf.values()];

  await db.transaction(async (tx) => {
    // every writer of the same unkeyed payload waits for this one, in any process
    const unkeyed = leaders.filter((item) => item.options.idempotencyKey === null);
    await lockRequestHashes(
      tx,
      BOOKING_SCOPE,
      unkeyed.map((item) => item.requestHash),
    );
    await replayEarlier(tx, leaders, unkeyed, outcomes);

    const fresh = leaders.filter((item) => !outcomes.has(item));
    const { rows, prices, tours } = await pricedRows(tx, fresh, outcomes);
    const made = await insertRows(tx, rows, outcomes);
    for (const [item, row] of made) {
      await attachBookingContact(tx, row.id, item.options.firstTouch ?? currentFirstTouch());
      await recordConsent(tx, bookingConsentOf(row));
    }
    await recordRedemptions(
      tx,
      [...made].map(([item, row]) => ({
        bookingId: row.id,
        redemption: prices.get(item)?.redemption ?? null,
      })),
    );

    const created = [...made].map(([item, row]) => {
      const booking = toBookingJson(row);
      outcomes.set(item, { ok: true, result: { created: true, booking } });
      return { item, booking };
    });
    await enqueueEmails(
      tx,
      created.flatMap(({ item, booking }) =>
        newBookingEmails(
          booking,
          item.options.agency,
          bookingPage(booking.id),
          tours.find((tour) => tour.id === booking.package_id._id),
        ),
      ),
      // a public form or the public API: the recipient's hourly share applies (issue 38)
      { visitor: true },
    );
  });

  return batch.map((item) => {
    const leader = firstOf.get(identityOf(item))!;
    const outcome = outcomes.get(leader)!;
    if (leader === item || !outcome.ok) return outcome;
    return replayOf(item, { requestHash: leader.requestHash, booking: outcome.result.booking });
  });
}

/** Bookings made earlier for the same key, or for the same unkeyed payload within a minute. */
async function replayEarlier(
  tx: Db,
  leaders: Submitted[],
  unkeyed: Submitted[],
  outcomes: Map<Submitted, Outcome>,
) {
  const keys = leaders.flatMap((item) => item.options.idempotencyKey ?? []);
  const hashes = unkeyed.map((item) => item.requestHash);
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
    const key = item.options.idempotencyKey;
    const found =
      key === null
        ? earlier.find(({ row, recent }) => recent && row.requestHash === item.requestHash)
        : earlier.find(({ row }) => row.idempotencyKey === key);
    if (found) outcomes.set(item, replayOf(item, earlierRow(found.row)));
  }
}

/**
 * Each booking's row priced from its package and the rules in force, or its refusal in
 * `outcomes`. The batch's promo codes are locked once; bookings take their uses in batch order.
 */
async function pricedRows(tx: Db, fresh: Submitted[], outcomes: Map<Submitted, Outcome>) {
  const ids = [...new Set(fresh.map((item) => item.input.package_id))];
  const rows = new Map<Submitted, Omit<NewBookingRow, "reference">>();
  const prices = new Map<Submitted, BookingPrice>();
  if (ids.length === 0) return { rows, prices, tours: [] };
  // shared locks: a concurrent delete of a package waits, so the foreign key cannot fail
  const tours = await tx.select().from(tourPackages).where(inArray(tourPackages.id, ids)).for("share");
  const runsDepartures = await packagesRunningDepartures(tx, ids);
  const context = await pricingContext(
    tx,
    fresh.flatMap((item) => item.input.promo_code ?? []),
  );
  for (const item of fresh) {
    const { input, options, requestHash } = item;
    try {
      const tour = tours.find((row) => row.id === input.package_id);
      if (!tour) throw fieldError("invalid", "package_id", bookingMessages.unknownPackage);
      if (!tour.available) throw fieldError("conflict", "package_id", bookingMessages.unavailablePackage);
      if (runsDepartures.has(tour.id)) {
        throw fieldError("invalid", "departure_id", departureMessages.chooseDeparture);
      }
      if (input.travel_date === undefined) {
        throw fieldError("invalid", "travel_date", bookingMessages.chooseTravelDate);
      }
      const { idempotencyKey } = options;
      const price = priceBookingInput(tour, input, context, {
        travelDate: input.travel_date,
        departurePrice: null,
      });
      prices.set(item, price);
      rows.set(
        item,
        bookingRowOf(tour, input, price, {
          travelDate: input.travel_date,
          departureId: null,
          idempotencyKey,
          requestHash,
        }),
      );
    } catch (error) {
      outcomes.set(item, { ok: false, error });
    }
  }
  return { rows, prices, tours };
}

/**
 * Inserts the rows, each under a fresh reference; a row left out by a clash is drawn a new
 * reference, or, when its Idempotency-Key was taken meanwhile, answered with that booking.
 */
async function insertRows(
  tx: Db,
  rows: Map<Submitted, Omit<NewBookingRow, "reference">>,
  outcomes: Map<Submitted, Outcome>,
): Promise<Map<Submitted, BookingRow>> {
  const made = new Map<Submitted, BookingRow>();
  let waiting = [...rows.keys()];
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS && waiting.length > 0; attempt++) {
    const byReference = new Map(waiting.map((item) => [newBookingReference(), item]));
    const inserted = await tx
      .insert(bookings)
      .values([...byReference].map(([reference, item]) => ({ ...rows.get(item)!, reference })))
      .onConflictDoNothing()
      .returning();
    for (const row of inserted) made.set(byReference.get(row.reference)!, row);
    waiting = waiting.filter((item) => !made.has(item));
    const keys = waiting.flatMap((item) => item.options.idempotencyKey ?? []);
    if (keys.length === 0) continue;
    const winners = await tx.select().from(bookings).where(inArray(bookings.idempotencyKey, keys));
    for (const item of waiting) {
      const winner = winners.find((row) => row.idempotencyKey === item.options.idempotencyKey);
      if (winner) outcomes.set(item, replayOf(item, earlierRow(winner)));
    }
    waiting = waiting.filter((item) => !outcomes.has(item));
  }
  if (waiting.length > 0) throw new Error(`no free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
  return made;
}

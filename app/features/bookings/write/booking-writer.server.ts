import type { Db } from "../../../../db/client";
import { logJson } from "~/lib/logger.server";
import { currentFirstTouch } from "~/lib/first-touch.server";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import type { BookingInput } from "../booking-schema";
import {
  writeBooking,
  writeBookings,
  type BookingOptions,
  type BookingResult,
} from "./booking-write-service.server";

/**
 * Group commit for bookings (issue 13; ADR 020). A booking for a free travel date that arrives
 * while another batch is being written waits for the next one, and one transaction writes a whole
 * batch through the booking core (`writeBookings`) in a fixed handful of statements, so a burst of
 * N bookings costs a few round trips to the database instead of ten each. A booking that arrives
 * alone is written at once: batching adds no wait when there is no queue. Each booking keeps its
 * own price, its own refusal (which never fails the others) and its own answer. A booking on a
 * fixed departure is written on its own.
 */

/** At most this many bookings in one transaction. */
const MAX_BATCH = 50;
/** Batches in flight at once per database handle; each holds one pooled connection. */
const PARALLEL_BATCHES = 2;

type Submitted = {
  input: BookingInput;
  options: BookingOptions;
  resolve: (result: BookingResult) => void;
  reject: (error: unknown) => void;
};

/** A new booking: written in a batch for a free travel date, on its own for a fixed departure. */
export function createBooking(db: Db, input: BookingInput, options: BookingOptions): Promise<BookingResult> {
  // the request's campaign, read now: the batch is written in another request's context
  options = { ...options, firstTouch: options.firstTouch ?? currentFirstTouch(), visitor: true };
  if (input.departure_id !== undefined) return writeBooking(db, { kind: "priced", input, options });
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
      this.queue.push({ input, options, resolve, reject });
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
    const drafts = batch.map(({ input, options }) => ({ kind: "priced" as const, input, options }));
    try {
      const bookingPage = await bookingPagePaths(this.db);
      const outcomes = await this.db.transaction((tx) => writeBookings(tx, drafts, bookingPage));
      batch.forEach((item, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) item.resolve(outcome.result);
        else item.reject(outcome.error);
      });
    } catch (error) {
      logJson({ level: "error", msg: "booking batch failed; writing one by one", error: String(error) });
      // The batch as a whole failed (a lost connection, a conflict only the database saw): each
      // booking tries again on its own and gets its own answer. One that did commit is found
      // again by its key or payload and answered as made.
      await Promise.all(
        drafts.map((draft, i) => writeBooking(this.db, draft).then(batch[i]!.resolve, batch[i]!.reject)),
      );
    }
  }
}

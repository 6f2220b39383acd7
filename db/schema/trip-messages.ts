import { check, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tripMessageKinds } from "../../domain/trip-message-values";
import { bookings } from "./bookings";
import { isOneOf } from "./checks";

/**
 * The trip's messages sent (issue 27, ADR 040): one row per booking and kind, inserted in the
 * transaction that queues the email, so each goes out once however many processes look.
 */
export const tripMessages = pgTable(
  "trip_messages",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: tripMessageKinds }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind] }),
    check("trip_message_kind_known", isOneOf(t.kind, tripMessageKinds)),
  ],
);

/** Bookings whose traveller asked for no more briefing or review emails (the one-click link). */
export const tripMessageOptOuts = pgTable("trip_message_opt_outs", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

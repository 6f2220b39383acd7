import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reminderSteps } from "../../domain/billing-values";
import { permitStatuses, travellerGenders, travellerIdTypes } from "../../domain/traveller-values";
import { bookings } from "./bookings";
import { isOneOf } from "./checks";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One traveller of a booking (issue 27, ADR 039), in the order the traveller gave them
 * (`position` from 0). The ID number is kept only encrypted (AES-256-GCM under
 * DATA_ENCRYPTION_KEY, app/lib/data-encryption.server.ts) with its last 4 characters for the
 * masked view; it is set to null 30 days after the trip's return date (the retention job), the
 * rest kept. The permit file is encrypted under the same key.
 */
export const bookingTravellers = pgTable(
  "booking_travellers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fullName: text("full_name").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    gender: text("gender", { enum: travellerGenders }).notNull(),
    /** ISO 3166-1 alpha-2 */
    nationality: text("nationality").notNull(),
    idType: text("id_type", { enum: travellerIdTypes }).notNull(),
    /** "v1.<key id>.<iv>.<tag>.<ciphertext>" (base64url); null once purged */
    idNumberEncrypted: text("id_number_encrypted"),
    idNumberLast4: text("id_number_last4").notNull().default(""),
    idNumberPurgedAt: timestamp("id_number_purged_at", { withTimezone: true }),
    passportExpiry: date("passport_expiry", { mode: "string" }),
    emergencyContactName: text("emergency_contact_name").notNull(),
    emergencyContactPhone: text("emergency_contact_phone").notNull(),
    diet: text("diet").notNull().default(""),
    medicalNotes: text("medical_notes").notNull().default(""),
    permitStatus: text("permit_status", { enum: permitStatuses }).notNull().default("not_needed"),
    /** the issued permit (PDF, JPEG or PNG), encrypted like the ID number */
    permitFile: bytea("permit_file"),
    permitFileType: text("permit_file_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("traveller_gender_known", isOneOf(t.gender, travellerGenders)),
    check("traveller_id_type_known", isOneOf(t.idType, travellerIdTypes)),
    check("traveller_permit_status_known", isOneOf(t.permitStatus, permitStatuses)),
    check("traveller_position_range", sql`${t.position} >= 0`),
    uniqueIndex("booking_travellers_position_idx").on(t.bookingId, t.position),
    index("booking_travellers_purge_idx")
      .on(t.bookingId)
      .where(sql`id_number_encrypted IS NOT NULL`),
  ],
);

export type BookingTravellerRow = typeof bookingTravellers.$inferSelect;
export type NewBookingTravellerRow = typeof bookingTravellers.$inferInsert;

/**
 * The "please send your travellers' details" reminders sent: one row per booking, due date and
 * step, inserted in the transaction that queues the email, so each goes out once however many
 * processes look (as payment_reminders).
 */
export const travellerDetailReminders = pgTable(
  "traveller_detail_reminders",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    step: text("step", { enum: reminderSteps }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.dueDate, t.step] }),
    check("traveller_reminder_step_known", isOneOf(t.step, reminderSteps)),
  ],
);

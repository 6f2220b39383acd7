import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contactEventKinds, contactStages } from "../../domain/contact-values";
import { adminUsers } from "./admin";
import { isOneOf } from "./checks";

/**
 * One person the agency deals with (issue 28): every lead, booking, waitlist entry, payment claim
 * and shop order points here. Matched by the E.164 phone or the lower-cased email; a contact merged
 * into another keeps its row, with `merged_into` naming the one that now holds its history.
 */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().default(""),
    /** lower-cased; "" when unknown */
    email: text("email").notNull().default(""),
    /** E.164 (`+919876543210`); "" when unknown */
    phone: text("phone").notNull().default(""),
    stage: text("stage", { enum: contactStages }).notNull().default("new"),
    lostReason: text("lost_reason").notNull().default(""),
    ownerId: uuid("owner_id").references(() => adminUsers.id, { onDelete: "set null" }),
    nextFollowUp: date("next_follow_up"),
    notes: text("notes").notNull().default(""),
    /** the first landing's campaign, kept from the first-party cookie */
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    mergedInto: uuid("merged_into"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contact_stage_known", isOneOf(t.stage, contactStages)),
    // one live contact per phone and per email; merged rows step aside
    uniqueIndex("contacts_phone_idx")
      .on(t.phone)
      .where(sql`phone <> '' AND merged_into IS NULL`),
    uniqueIndex("contacts_email_idx")
      .on(t.email)
      .where(sql`email <> '' AND merged_into IS NULL`),
    index("contacts_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contacts_stage_idx").on(t.stage, t.createdAt.desc().nullsFirst()),
    index("contacts_owner_idx").on(t.ownerId, t.nextFollowUp),
    // only merged rows (migration 0021): a live contact is never looked up by merged_into
    index("contacts_merged_idx")
      .on(t.mergedInto)
      .where(sql`merged_into IS NOT NULL`),
    // the Overview's follow-ups due (migration 0021)
    index("contacts_follow_up_idx")
      .on(t.nextFollowUp)
      .where(sql`next_follow_up IS NOT NULL AND merged_into IS NULL`),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;

/**
 * What staff did about a contact (issue 28): a note, a call noted, a change of stage, owner or
 * follow-up date, a merge. The contact's timeline shows them beside its leads, bookings and emails.
 */
export const contactEvents = pgTable(
  "contact_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: contactEventKinds }).notNull(),
    text: text("text").notNull().default(""),
    fromValue: text("from_value").notNull().default(""),
    toValue: text("to_value").notNull().default(""),
    actorId: uuid("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** the staff member's login ID, kept when their account goes */
    actorLoginId: text("actor_login_id").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contact_event_kind_known", isOneOf(t.kind, contactEventKinds)),
    index("contact_events_contact_idx").on(t.contactId, t.at.desc().nullsFirst()),
  ],
);

export type ContactEventRow = typeof contactEvents.$inferSelect;

import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { checkInMoments, confirmationStatuses, crewRoles } from "../../domain/trip-values";
import { adminUsers } from "./admin";
import { suppliers } from "./back-office";
import { isOneOf } from "./checks";
import { tourDepartures } from "./departures";

/**
 * Running a departure (issue 43, ADR 057). A traveller is named by "<booking id>:<position>"
 * (their place in the booking, from 0), so rooms and seats can be planned before the travellers'
 * details are given. A supplier deleted takes its stays and their confirmations with it (the night
 * then shows short of rooms); a vehicle or guide keeps its place without the supplier.
 */

/** What staff changed of the automatic plan; null: the automatic one. */
export type StoredRooming = {
  rooms: { id: string; sharing: "single" | "double" | "triple"; stay: string | null; travellers: string[] }[];
  unassigned: string[];
};
export type StoredSeating = { vehicles: Record<string, string[]>; unassigned: string[] };

export const departurePlans = pgTable("departure_plans", {
  departureId: uuid("departure_id")
    .primaryKey()
    .references(() => tourDepartures.id, { onDelete: "cascade" }),
  rooming: jsonb("rooming").$type<StoredRooming>(),
  seating: jsonb("seating").$type<StoredSeating>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Rooms a property holds for a departure on one night (night 1 is the first day's night). */
export const departureStays = pgTable(
  "departure_stays",
  {
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    night: integer("night").notNull(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    singleRooms: integer("single_rooms").notNull().default(0),
    doubleRooms: integer("double_rooms").notNull().default(0),
    tripleRooms: integer("triple_rooms").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.night, t.supplierId] }),
    check("departure_stay_night_range", sql`${t.night} BETWEEN 1 AND 60`),
    check(
      "departure_stay_rooms_range",
      sql`${t.singleRooms} BETWEEN 0 AND 500 AND ${t.doubleRooms} BETWEEN 0 AND 500 AND ${t.tripleRooms} BETWEEN 0 AND 500`,
    ),
  ],
);

export const departureVehicles = pgTable(
  "departure_vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    label: text("label").notNull(),
    seats: integer("seats").notNull(),
    vehicleNumber: text("vehicle_number").notNull().default(""),
    driverName: text("driver_name").notNull().default(""),
    driverPhone: text("driver_phone").notNull().default(""),
  },
  (t) => [
    check("departure_vehicle_seats_range", sql`${t.seats} BETWEEN 1 AND 80`),
    index("departure_vehicles_departure_idx").on(t.departureId, t.position),
  ],
);

/** Guides and the tour leader of a departure: a supplier of kind guide, a member of staff, or a name. */
export const departureCrew = pgTable(
  "departure_crew",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    role: text("role", { enum: crewRoles }).notNull(),
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    adminId: uuid("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
  },
  (t) => [
    check("departure_crew_role_known", isOneOf(t.role, crewRoles)),
    index("departure_crew_departure_idx").on(t.departureId),
  ],
);

/**
 * A request to a supplier for a departure: the rooms of a property (all its nights, vehicle_id
 * null) or one vehicle; its answer and the supplier's confirmation number.
 */
export const supplierConfirmations = pgTable(
  "supplier_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "cascade" }),
    vehicleId: uuid("vehicle_id").references(() => departureVehicles.id, { onDelete: "cascade" }),
    status: text("status", { enum: confirmationStatuses }).notNull().default("requested"),
    confirmationNumber: text("confirmation_number").notNull().default(""),
    emailedTo: text("emailed_to").notNull().default(""),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    check("supplier_confirmation_status_known", isOneOf(t.status, confirmationStatuses)),
    check("supplier_confirmation_target", sql`${t.supplierId} IS NOT NULL OR ${t.vehicleId} IS NOT NULL`),
    uniqueIndex("supplier_confirmations_stay_idx")
      .on(t.departureId, t.supplierId)
      .where(sql`vehicle_id IS NULL`),
    uniqueIndex("supplier_confirmations_vehicle_idx")
      .on(t.vehicleId)
      .where(sql`vehicle_id IS NOT NULL`),
  ],
);

/** The tour leader's signed link of a departure: revocable, and it expires after the trip. */
export const tripLeaderLinks = pgTable(
  "trip_leader_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    /** the last day it opens (India time) */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_leader_links_departure_idx").on(t.departureId)],
);

/** A headcount the leader ticked, once per idempotency key however often the phone sends it. */
export const tripCheckIns = pgTable(
  "trip_check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    linkId: uuid("link_id").references(() => tripLeaderLinks.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    moment: text("moment", { enum: checkInMoments }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    present: integer("present").notNull(),
    expected: integer("expected").notNull(),
    note: text("note").notNull().default(""),
    /** when the leader ticked it (the phone's clock), which may be hours before it arrived */
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("trip_check_in_moment_known", isOneOf(t.moment, checkInMoments)),
    check("trip_check_in_counts", sql`${t.present} >= 0 AND ${t.expected} >= 0`),
    uniqueIndex("trip_check_ins_key_idx").on(t.departureId, t.idempotencyKey),
    index("trip_check_ins_departure_idx").on(t.departureId, t.recordedAt),
  ],
);

export type DepartureVehicleRow = typeof departureVehicles.$inferSelect;
export type TripCheckInRow = typeof tripCheckIns.$inferSelect;

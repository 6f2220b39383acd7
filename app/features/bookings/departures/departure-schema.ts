import { z } from "zod";
import { bookingContactFields, travellersField, upcomingDateField } from "~/features/bookings/booking-schema";
import { isUuid } from "~/lib/ids";
import { keysetQueryShape } from "~/lib/keyset-page";
import { blankAsMissing } from "~/lib/list-query";
import { singleLine, wholeNumber } from "~/lib/text-fields";
import {
  departureStatuses,
  MAX_DEPARTURE_SEATS,
  settableDepartureStatuses,
  waitlistStatuses,
} from "../../../../domain/departure-values";

export { type DepartureStatus, type WaitlistStatus } from "../../../../domain/departure-values";

const seatWord = (n: number) => (n === 1 ? "seat" : "seats");

export const departureMessages = {
  tourNotFound: "Tour package not found",
  notFound: "Departure not found",
  created: "Departure added",
  updated: "Departure updated",
  deleted: "Departure deleted",
  duplicateDate: "This package already has a departure on that date",
  seatsBelowHeld: (held: number) =>
    `${held} ${seatWord(held)} are already held on this departure: the seats cannot go below that`,
  dateHasBookings: "This departure has bookings, so its date cannot change: add a new departure instead",
  deleteHasBookings: "This departure has bookings: close it instead of deleting it",
  /** a booking without a departure on a package that runs fixed departures */
  chooseDeparture: "Please choose one of this package's departures",
  closed: "This departure is closed for booking",
  past: "This departure has already left",
  /** a booking (or a reinstated one) needing more seats than are left */
  seatsLeft: (left: number) =>
    left <= 0
      ? "This departure is sold out: no seats left on this departure"
      : `Only ${left} ${seatWord(left)} left on this departure`,
} as const;

export const waitlistMessages = {
  joined: "You're on the waitlist. We'll email you as soon as seats free up on this departure.",
  notFound: "Waitlist entry not found",
  seatsAvailable: "Seats are still available on this departure: please book it instead",
  notActive: "This waitlist entry has already been booked or removed",
  converted: "The waitlist entry is now a booking",
  removed: "Removed from the waitlist",
} as const;

/** A departure's date as the admin enters it. */
const departureDateField = upcomingDateField("departure date");

const seatsField = wholeNumber({
  min: 1,
  max: MAX_DEPARTURE_SEATS,
  message: `Seats must be a whole number from 1 to ${MAX_DEPARTURE_SEATS}`,
});

const noteField = singleLine(200).describe("Shown to visitors beside the date, e.g. 'Diwali batch'");

/** A departure's own per-person price (peak dates); blank or null: the package's price. */
const priceField = z
  .preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    wholeNumber({
      min: 0,
      max: 10_000_000,
      message: "Price must be whole rupees",
      digitGrouping: true,
    }).nullable(),
  )
  .describe(
    "whole rupees per person, triple sharing, replacing the package's for this date; null: the package's",
  );

/** `POST /api/tours/{id}/departures` and the admin's Add departure form. */
export const departureInputSchema = z.object({
  date: departureDateField,
  seats: seatsField,
  note: noteField.nullish().transform((value) => value ?? ""),
  price: priceField.optional().transform((value) => value ?? null),
});
export type DepartureInput = z.output<typeof departureInputSchema>;

/** `PATCH /api/tours/{id}/departures/{departureId}`: only the fields sent change. */
export const departureUpdateSchema = z.object({
  date: departureDateField.optional(),
  seats: seatsField.optional(),
  note: noteField.optional(),
  price: priceField.optional(),
  status: z
    .enum(settableDepartureStatuses, { error: "Status must be open or closed" })
    .optional()
    .describe("closed stops bookings and the waitlist; open takes them again"),
});
export type DepartureUpdate = z.output<typeof departureUpdateSchema>;

/** One departure as visitors see it (`GET /api/tours/{id}/departures`). */
export const departureJsonSchema = z.object({
  id: z.string(),
  date: z.string().describe("YYYY-MM-DD, a calendar date"),
  seats: z.number().int(),
  seats_left: z.number().int().describe("seats minus those held by pending and confirmed bookings"),
  status: z.enum(departureStatuses),
  note: z.string(),
  price: z
    .number()
    .int()
    .nullable()
    .describe(
      "this date's own price per person, triple sharing (double sharing moves with it); null: the package's",
    ),
});
export type Departure = z.output<typeof departureJsonSchema>;

/** One departure as the admin sees it: where its seats went and who is waiting. */
export const departureAdminJsonSchema = departureJsonSchema.extend({
  package_id: z.string(),
  closed: z.boolean(),
  seats_booked: z.number().int().describe("seats of confirmed bookings"),
  seats_held: z.number().int().describe("seats of pending bookings, held until confirmed or cancelled"),
  waitlist_waiting: z.number().int().describe("waitlist entries not yet offered seats"),
  waitlist_offered: z.number().int().describe("waitlist entries emailed an offer, not yet booked"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepartureAdmin = z.output<typeof departureAdminJsonSchema>;

/** `POST /api/waitlist` and the package page's waitlist form. */
export const waitlistInputSchema = z.object({
  departure_id: z
    .string({ error: "Please choose a departure" })
    .trim()
    .min(1, "Please choose a departure")
    .refine(isUuid, "Please choose one of this package's departures")
    .transform((value) => value.toLowerCase()),
  ...bookingContactFields,
  number_of_travelers: travellersField,
});
export type WaitlistInput = z.output<typeof waitlistInputSchema>;

/** What a visitor is told after joining: their place in the line. */
export const waitlistJoinedSchema = z.object({
  id: z.string(),
  departure_id: z.string(),
  date: z.string(),
  package_title: z.string(),
  number_of_travelers: z.number().int(),
  status: z.enum(waitlistStatuses),
  position: z.number().int().describe("1 for the first in line"),
});
export type WaitlistJoined = z.output<typeof waitlistJoinedSchema>;

/** One waitlist entry as the admin sees it, with what it was offered and the booking it became. */
export const waitlistEntryJsonSchema = z.object({
  id: z.string(),
  departure_id: z.string(),
  departure_date: z.string(),
  package_id: z.string(),
  package_title: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  number_of_travelers: z.number().int(),
  status: z.enum(waitlistStatuses),
  offered_at: z.string().nullable().describe("when freed seats were offered by email (once)"),
  offered_seats: z.number().int().nullable().describe("seats left on the departure when offered"),
  booking_id: z.string().nullable(),
  booking_reference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WaitlistEntry = z.output<typeof waitlistEntryJsonSchema>;

/** Query of the admin list `GET /api/waitlist` and the Waitlist screen. */
export const waitlistListQuerySchema = z.object({
  departure_id: blankAsMissing(z.string().trim().refine(isUuid, "Unknown departure").optional()),
  status: blankAsMissing(z.enum(waitlistStatuses, { error: "Unknown status" }).optional()),
});
export type WaitlistListQuery = z.output<typeof waitlistListQuerySchema>;

/** `GET /api/waitlist`: the same filters, one page at a time (newest first, ADR 029). */
export const waitlistPageQuerySchema = waitlistListQuerySchema.extend(keysetQueryShape);
export type WaitlistPageQuery = z.output<typeof waitlistPageQuerySchema>;

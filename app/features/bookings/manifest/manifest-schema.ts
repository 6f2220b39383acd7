import { z } from "zod";
import { isCalendarDate } from "~/lib/dates";
import { bookingStatuses, sharingOptions } from "../../../../domain/booking-values";
import { permitKinds, permitStatuses } from "../../../../domain/traveller-values";

/** `?date=` of the manifest calls: the departure's or the travel date. */
export const manifestQuerySchema = z.object({
  date: z
    .string({ error: "Please give the travel date as YYYY-MM-DD" })
    .trim()
    .refine(isCalendarDate, "Please give the travel date as YYYY-MM-DD")
    .describe("the departure's date, or a travel date of a package without departures (YYYY-MM-DD)"),
});

const manifestTravellerSchema = z.object({
  booking_reference: z.string(),
  traveller_id: z.string().nullable().describe("null: this traveller's details are not given yet"),
  number: z.number().int().describe("1, 2, … within the booking"),
  full_name: z.string(),
  age: z.number().int().nullable(),
  date_of_birth: z
    .string()
    .nullable()
    .describe("YYYY-MM-DD; only in the manifest for permit applications (ID numbers in full), else null"),
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  id_type: z.string().nullable(),
  id_number: z.string().describe("masked to its last 4 characters"),
  passport_expiry: z
    .string()
    .nullable()
    .describe("YYYY-MM-DD; only in the manifest for permit applications, and null for any other ID"),
  permit_needed: z.array(z.enum(permitKinds)),
  permit_status: z.enum(permitStatuses).nullable(),
  diet: z.string(),
  medical_notes: z.string(),
  emergency_contact: z.string(),
  room: z
    .string()
    .describe('"Room 1", …: the booking\'s travellers in rooms of 2 (double) or 3 (triple sharing)'),
});
export type ManifestTraveller = z.output<typeof manifestTravellerSchema>;

const manifestBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(bookingStatuses),
  customer_name: z.string(),
  customer_phone: z.string(),
  number_of_travelers: z.number().int(),
  sharing: z.enum(sharingOptions),
  total_amount: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
  details_complete: z.boolean(),
});
export type ManifestBooking = z.output<typeof manifestBookingSchema>;

/** `GET /api/tours/{id}/manifest`: who travels on a date (pending and confirmed bookings; no waitlist). */
export const manifestSchema = z.object({
  package_id: z.string(),
  package_title: z.string(),
  duration: z.string(),
  date: z.string(),
  departure_id: z.string().nullable(),
  bookings: z.array(manifestBookingSchema),
  travellers: z.array(manifestTravellerSchema),
  totals: z.object({
    travellers: z.number().int(),
    rooms: z.number().int(),
    total_amount: z.number().int(),
    paid: z.number().int(),
    balance: z.number().int(),
  }),
});
export type Manifest = z.output<typeof manifestSchema>;

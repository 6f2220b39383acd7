import { z } from "zod";
import { listSearchField, requiredLine } from "~/lib/text-fields";
import { isUuid } from "~/lib/ids";
import { addDays, isCalendarDate, todayInIndia } from "~/lib/dates";

export { addDays, formatTravelDate, todayInIndia } from "~/lib/dates";

/** Same values as `bookings.status` (db/schema/bookings.ts); "pending" is SPEC's "otherwise". */
export const bookingStatuses = ["pending", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** What the admin may set (SPEC 4): confirmed or cancelled, from any other state. */
export const settableBookingStatuses = ["confirmed", "cancelled"] as const;
/** Per-person pricing modes (SPEC 9): triple sharing is the default. */
export const sharingOptions = ["triple", "double"] as const;
export type SharingOption = (typeof sharingOptions)[number];

/** Far enough for any real plan; catches a mistyped year such as 2062. */
export const MAX_DAYS_AHEAD = 2 * 366;
/** SPEC has no maximum on the stepper; this only keeps a typo from booking a stadium. */
export const MAX_TRAVELLERS = 500;

export const bookingMessages = {
  created:
    "Booking received! Your reference is in the confirmation email we have sent. Our travel expert will call you within 24 hours.",
  missingFields: "Please fill in all required fields",
  checkFields: "Please check the highlighted fields",
  unknownPackage: "Unknown tour package",
  unavailablePackage: "This package is not available for booking right now",
  noDoubleSharing: "Double sharing is not offered for this package",
  keyReused: "This Idempotency-Key was already used for a different booking",
} as const;

const REQUIRED_FIELDS = ["customer_name", "customer_email", "customer_phone", "travel_date"] as const;

/** SPEC 8's 'Please fill in all required fields' when one is missing or blank, otherwise the generic text. */
export function bookingErrorMessage(input: unknown): string {
  const record = input !== null && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const missing = REQUIRED_FIELDS.some((field) => {
    const value = record[field];
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });
  return missing ? bookingMessages.missingFields : bookingMessages.checkFields;
}

const travelDateField = z
  .string({ error: "Please choose your travel date" })
  .trim()
  .min(1, "Please choose your travel date")
  .refine(isCalendarDate, "Please choose a valid date (YYYY-MM-DD)")
  // Evaluated at parse time, so "today" moves on with the calendar.
  .refine(
    (value) => !isCalendarDate(value) || value >= todayInIndia(),
    "The travel date cannot be in the past",
  )
  .refine(
    (value) => !isCalendarDate(value) || value <= addDays(todayInIndia(), MAX_DAYS_AHEAD),
    "Please choose a date within the next two years",
  );

const travellersMessage = `Travellers must be a whole number from 1 to ${MAX_TRAVELLERS}`;
/** A number from JSON or a string from a plain HTML form. */
const travellersField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, travellersMessage),
    ],
    { error: travellersMessage },
  )
  .transform(Number)
  .pipe(z.number().int(travellersMessage).min(1, travellersMessage).max(MAX_TRAVELLERS, travellersMessage));

const PHONE = /^\+?\d{10,15}$/;
const phoneField = z
  .string({ error: "Please enter your phone number" })
  .trim()
  .min(1, "Please enter your phone number")
  .max(30, "Please enter a valid phone number")
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .refine((value) => PHONE.test(value), "Please enter a valid phone number (10-15 digits)");

const emailField = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(254, "Please enter a valid email address")
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address"));

/**
 * The booking modal and `POST /api/bookings` (SPEC 7's payload). `total_amount` is accepted for
 * old clients and ignored: the server prices the booking itself. `sharing` is this product's
 * addition for the package page's pricing toggle; without it the booking is triple sharing.
 */
export const bookingInputSchema = z
  .object({
    package_id: z
      .string({ error: "Please choose a tour package" })
      .trim()
      .min(1, "Please choose a tour package")
      .refine((value) => value === "" || isUuid(value), bookingMessages.unknownPackage)
      .transform((value) => value.toLowerCase()),
    customer_name: requiredLine(100, "Please enter your full name"),
    customer_email: emailField,
    customer_phone: phoneField,
    special_requests: z
      .string()
      .trim()
      .max(2000, "Must be at most 2000 characters")
      .refine((value) => !value.includes("\u0000"), "Must not contain control characters")
      .nullish()
      .transform((value) => value ?? ""),
    travel_date: travelDateField,
    number_of_travelers: travellersField,
    sharing: z
      .enum(sharingOptions, { error: "Choose triple or double sharing" })
      .optional()
      .default("triple"),
    total_amount: z.unknown().optional().describe("Ignored: the server computes the total"),
  })
  .transform(({ total_amount: _ignored, ...rest }) => rest);
export type BookingInput = z.output<typeof bookingInputSchema>;

/** `PATCH /api/bookings/{id}/status`. */
export const bookingStatusUpdateSchema = z.object({
  status: z.enum(settableBookingStatuses, { error: "Status must be confirmed or cancelled" }),
});
export type BookingStatusUpdate = z.output<typeof bookingStatusUpdateSchema>;

/** Query of the admin list `GET /api/bookings`: both filters optional. */
export const bookingListQuerySchema = z.object({
  status: z.enum(bookingStatuses, { error: "Unknown status" }).optional(),
  q: listSearchField,
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/**
 * One booking: SPEC.md section 3 spelling. `package_id` is populated as `{_id, title}`; `_id` is
 * null once the package has been deleted, the title then being the one booked.
 */
export type Booking = {
  _id: string;
  id: string;
  reference: string;
  package_id: { _id: string | null; title: string };
  package_title: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  special_requests: string;
  /** YYYY-MM-DD, a calendar date */
  travel_date: string;
  number_of_travelers: number;
  sharing: SharingOption;
  /** whole rupees */
  price_per_person: number;
  total_amount: number;
  status: BookingStatus;
  booking_date: string;
  updatedAt: string;
};

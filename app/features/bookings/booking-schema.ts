import { z } from "zod";
import { CHECK_FIELDS_MESSAGE } from "~/lib/domain-error";
import {
  emailField,
  listSearchField,
  multiLine,
  personName,
  phoneField,
  singleLine,
  wholeNumber,
} from "~/lib/text-fields";
import { gstinField, isGstStateCode, panField } from "~/features/agency-settings/agency-settings-schema";
import { isUuid } from "~/lib/ids";
import { addDays, isCalendarDate, todayInIndia } from "~/lib/dates";
import { keysetQueryShape } from "~/lib/keyset-page";
import { dayField, monthField } from "~/lib/list-query";
import { bookingStatuses, settableBookingStatuses, sharingOptions } from "../../../domain/booking-values";

export { bookingStatuses, sharingOptions, type BookingStatus } from "../../../domain/booking-values";

/** Far enough for any real plan; catches a mistyped year such as 2062. */
const MAX_DAYS_AHEAD = 2 * 366;
/** The stepper has no maximum (docs/product.md §9); this only keeps a typo from booking a stadium. */
const MAX_TRAVELLERS = 500;

export const bookingMessages = {
  created:
    "Booking received! Your reference is in the confirmation email we have sent. Our travel expert will call you within 24 hours.",
  missingFields: "Please fill in all required fields",
  checkFields: CHECK_FIELDS_MESSAGE,
  unknownPackage: "Unknown tour package",
  unavailablePackage: "This package is not available for booking right now",
  noDoubleSharing: "Double sharing is not offered for this package",
  keyReused: "This Idempotency-Key was already used for a different booking",
  notFound: "Booking not found",
  tooManyTravellers: "Too many travellers for one booking: please call us",
  chooseTravelDate: "Please choose your travel date",
  oneAdult: "At least one adult must travel: children are counted among the travellers",
  seniorsAreAdults: "Seniors (60+) are counted among the adult travellers: no more than the adults",
} as const;

const REQUIRED_FIELDS = ["customer_name", "customer_email", "customer_phone", "travel_date"] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * 'Please fill in all required fields' (docs/product.md §8) when one is missing or blank, otherwise
 * the generic text.
 */
export function bookingErrorMessage(input: unknown): string {
  const record = input !== null && typeof input === "object" ? (input as Record<string, unknown>) : {};
  // on a fixed departure the date comes from the departure
  const onDeparture = !isBlank(record.departure_id);
  const missing = REQUIRED_FIELDS.some(
    (field) => !(field === "travel_date" && onDeparture) && isBlank(record[field]),
  );
  return missing ? bookingMessages.missingFields : bookingMessages.checkFields;
}

/**
 * A calendar date from today (in India) up to two years ahead: a traveller's travel date or an
 * admin's departure date. "Today" is read at parse time, so it moves on with the calendar.
 */
export function upcomingDateField(what: "travel date" | "departure date") {
  const missing = `Please choose ${what === "travel date" ? "your" : "the"} ${what}`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine(isCalendarDate, "Please choose a valid date (YYYY-MM-DD)")
    .refine((value) => !isCalendarDate(value) || value >= todayInIndia(), `The ${what} cannot be in the past`)
    .refine(
      (value) => !isCalendarDate(value) || value <= addDays(todayInIndia(), MAX_DAYS_AHEAD),
      "Please choose a date within the next two years",
    );
}

const travelDateField = upcomingDateField("travel date");

/** A number from JSON or a string from a plain HTML form. */
export const travellersField = wholeNumber({
  min: 1,
  max: MAX_TRAVELLERS,
  message: `Travellers must be a whole number from 1 to ${MAX_TRAVELLERS}`,
});

/** Who travels: the booking's contact fields, shared with the waitlist of a sold-out departure. */
export const bookingContactFields = {
  customer_name: personName(100, "Please enter your full name"),
  customer_email: emailField({ required: "Please enter your email address" }),
  customer_phone: phoneField({
    digits: [10, 15],
    required: "Please enter your phone number",
    tooLong: "Please enter a valid phone number",
    invalid: "Please enter a valid phone number (10-15 digits)",
  }),
};

/** A fixed departure's id; blank (a form's empty choice) counts as none. */
const departureIdField = z
  .string({ error: "Please choose a departure date" })
  .trim()
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .refine((value) => value === undefined || isUuid(value), "Please choose one of this package's departures");

const gstStateMessage = "Choose your state or union territory from the list";

/** What prices a booking: the package, the date, who travels, the sharing and a promo code. */
const pricedFields = {
  package_id: z
    .string({ error: "Please choose a tour package" })
    .trim()
    .min(1, "Please choose a tour package")
    .refine((value) => value === "" || isUuid(value), bookingMessages.unknownPackage)
    .transform((value) => value.toLowerCase()),
  departure_id: departureIdField.describe("One of GET /api/tours/{id}/departures; sets the travel date"),
  travel_date: travelDateField.optional().describe("Required unless departure_id is given"),
  number_of_travelers: travellersField,
  sharing: z.enum(sharingOptions, { error: "Choose triple or double sharing" }).optional().default("triple"),
  number_of_children: wholeNumber({
    min: 0,
    max: MAX_TRAVELLERS,
    message: "Children must be a whole number from 0",
  })
    .optional()
    .default(0)
    .describe(
      "Of number_of_travelers, those in the package's child age band (priced at its child price, where it has one)",
    ),
  number_of_seniors: wholeNumber({
    min: 0,
    max: MAX_TRAVELLERS,
    message: "Seniors must be a whole number from 0",
  })
    .optional()
    .default(0)
    .describe(
      "Of number_of_travelers, the adults aged 60 or more on the travel date (a senior citizens' offer takes its discount off their share; their travellers' dates of birth are checked)",
    ),
  promo_code: z
    .string({ error: "Please enter the promo code as text" })
    .trim()
    .max(30, "This promo code is not valid")
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined))
    .describe("Case-insensitive; 400 when it is not valid, has expired, is used up or does not apply"),
};

type PricedShape = {
  number_of_travelers: unknown;
  number_of_children: unknown;
  number_of_seniors?: unknown;
  departure_id?: unknown;
  travel_date?: unknown;
};

/** At least one adult: checked only once both counts are valid, so a bad traveller count is named alone. */
const hasAnAdult = ({ number_of_children: children, number_of_travelers: travellers }: PricedShape) =>
  !Number.isInteger(travellers) ||
  (travellers as number) < 1 ||
  !Number.isInteger(children) ||
  (children as number) < (travellers as number);

/** The seniors are adults: checked only once the counts are valid. */
const seniorsAreAdults = ({
  number_of_children: children,
  number_of_travelers: travellers,
  number_of_seniors: seniors,
}: PricedShape) =>
  ![travellers, children, seniors].every(Number.isInteger) ||
  (travellers as number) < 1 ||
  (seniors as number) + (children as number) <= (travellers as number);

const hasTravelDate = (booking: PricedShape) =>
  booking.departure_id !== undefined || booking.travel_date !== undefined;

export const buyerMessages = {
  address: "Enter your address (up to 300 characters): house, street, city and PIN code",
  businessName: "Enter the business's registered name (up to 200 characters)",
  businessNeedsGstin: "Give the business's GSTIN with its name, or leave both blank",
} as const;

/**
 * What the GST documents say of the buyer (issue 40): the address a tax invoice of ₹50,000 or more
 * to an unregistered buyer needs (Rule 46(e)), and a business's GSTIN and name (B2B). All optional
 * when booking; the booking page asks for the address before such an invoice is issued.
 */
const buyerTaxFields = {
  customer_address: multiLine(300)
    .nullish()
    .transform((value) => value || undefined)
    .optional()
    .describe("The buyer's postal address; printed on the documents"),
  customer_gstin: gstinField
    .nullish()
    .transform((value) => value || undefined)
    .optional()
    .describe(
      "A business buyer's GSTIN (15 characters with its check character); its state is the place of supply",
    ),
  customer_business_name: singleLine(200, buyerMessages.businessName)
    .nullish()
    .transform((value) => value || undefined)
    .optional()
    .describe("The business buyer's registered name, with customer_gstin"),
};

/**
 * The booking modal and `POST /api/bookings` (the payload of docs/product.md §7). `total_amount` is
 * accepted for old clients and ignored: the server prices the booking itself. `sharing` is this
 * product's addition for the package page's pricing toggle; without it the booking is triple
 * sharing. `departure_id` books seats on one of the package's fixed departures, whose date is then
 * the travel date; a package without departures takes a free `travel_date` (docs/product.md §2).
 */
export const bookingInputSchema = z
  .object({
    package_id: pricedFields.package_id,
    ...bookingContactFields,
    special_requests: multiLine(2000)
      .nullish()
      .transform((value) => value ?? ""),
    departure_id: pricedFields.departure_id,
    travel_date: pricedFields.travel_date,
    number_of_travelers: pricedFields.number_of_travelers,
    sharing: pricedFields.sharing,
    number_of_children: pricedFields.number_of_children,
    number_of_seniors: pricedFields.number_of_seniors,
    promo_code: pricedFields.promo_code,
    customer_state: z
      .string({ error: gstStateMessage })
      .trim()
      .refine((value) => value === "" || isGstStateCode(value), gstStateMessage)
      .transform((value) => value || undefined)
      .optional()
      .describe("The traveller's GST state code (place of supply, e.g. 27); default the agency's"),
    customer_pan: panField
      .transform((value) => value || undefined)
      .optional()
      .describe("The traveller's PAN, for the TCS of an international package"),
    ...buyerTaxFields,
    total_amount: z.unknown().optional().describe("Ignored: the server computes the total"),
  })
  .refine(hasAnAdult, { path: ["number_of_children"], message: bookingMessages.oneAdult })
  .refine(seniorsAreAdults, { path: ["number_of_seniors"], message: bookingMessages.seniorsAreAdults })
  // checked even when other fields failed, so every missing field is named at once
  .refine(hasTravelDate, {
    path: ["travel_date"],
    message: bookingMessages.chooseTravelDate,
    when: ({ value }) => value !== null && typeof value === "object",
  })
  .refine((booking) => !booking.customer_business_name || booking.customer_gstin, {
    path: ["customer_gstin"],
    message: buyerMessages.businessNeedsGstin,
  })
  .transform(({ total_amount: _ignored, ...rest }) => rest);

/**
 * `POST /api/pricing/quote` and the no-JavaScript form's "Show my price": the booking's own price
 * fields, checked the same way, priced by the same functions, nothing stored.
 */
export const bookingQuoteSchema = z
  .object(pricedFields)
  .refine(hasAnAdult, { path: ["number_of_children"], message: bookingMessages.oneAdult })
  .refine(seniorsAreAdults, { path: ["number_of_seniors"], message: bookingMessages.seniorsAreAdults })
  .refine(hasTravelDate, {
    path: ["travel_date"],
    message: bookingMessages.chooseTravelDate,
    when: ({ value }) => value !== null && typeof value === "object",
  });
export type BookingQuoteInput = z.output<typeof bookingQuoteSchema>;

/** What a quote answers: the lines and the total a booking made now would have. */
export const bookingQuoteJsonSchema = z.object({
  price_lines: z.array(
    z.object({
      label: z.string(),
      amount: z.number().int().describe("whole rupees; a discount is negative"),
    }),
  ),
  total_amount: z.number().int().describe("whole rupees"),
  price_per_person: z.number().int().describe("per adult for the sharing chosen, whole rupees"),
});
export type BookingQuote = z.output<typeof bookingQuoteJsonSchema>;
export type BookingInput = z.output<typeof bookingInputSchema>;

/** `PATCH /api/bookings/{id}/status`. */
export const bookingStatusUpdateSchema = z.object({
  status: z.enum(settableBookingStatuses, { error: "Status must be confirmed or cancelled" }),
});
export type BookingStatusUpdate = z.output<typeof bookingStatusUpdateSchema>;

/**
 * Query of the admin list `GET /api/bookings`: every filter optional (the admin screen's own), and
 * the page (`limit`, `cursor`).
 */
export const bookingListQuerySchema = z.object({
  status: z.enum(bookingStatuses, { error: "Unknown status" }).optional(),
  q: listSearchField.describe("a reference, part of a name, email or phone (any format)"),
  travel_month: monthField.describe("YYYY-MM: bookings travelling that month"),
  from: dayField.describe("YYYY-MM-DD: booked on or after that day (India time)"),
  to: dayField.describe("YYYY-MM-DD: booked on or before that day (India time)"),
  ...keysetQueryShape,
});

/**
 * One booking as the API answers it: docs/product.md §3 spelling. `package_id` is populated as
 * `{_id, title}`; `_id` is null once the package has been deleted, the title then being the one
 * booked. The OpenAPI document describes the answers with this schema.
 */
export const bookingJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  reference: z.string().describe("e.g. SF-7K3M9Q"),
  package_id: z.object({
    _id: z.string().nullable().describe("null once the package has been deleted"),
    title: z.string(),
  }),
  package_title: z.string().describe("the title when booked"),
  departure_id: z.string().nullable().describe("the fixed departure booked, null for a free travel date"),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  special_requests: z.string(),
  travel_date: z.string().describe("YYYY-MM-DD, a calendar date"),
  number_of_travelers: z.number().int(),
  sharing: z.enum(sharingOptions),
  price_per_person: z.number().int().describe("whole rupees"),
  total_amount: z.number().int().describe("whole rupees, computed by the server, discounts taken off"),
  number_of_children: z.number().int(),
  number_of_seniors: z.number().int().describe("of number_of_travelers, the adults aged 60 or more"),
  price_lines: z
    .array(
      z.object({
        label: z.string(),
        amount: z.number().int().describe("whole rupees; a discount is negative"),
      }),
    )
    .describe(
      "the breakdown the booking was priced with: base × travellers, supplements, each discount by name",
    ),
  promo_code: z.string().nullable().describe("the promo code that gave a discount"),
  status: z.enum(bookingStatuses),
  booking_date: z.string(),
  updatedAt: z.string(),
  customer_state: z.string().nullable().describe("GST state code of the place of supply; null: the agency's"),
  invoice_number: z.string().nullable().describe("the tax invoice's number; null until it is issued"),
  quote_id: z
    .string()
    .nullable()
    .describe("the accepted quote it was made from: its price_lines are the quote's own lines"),
  cancelled_at: z.string().nullable().describe("when it was cancelled; null while it stands"),
  calendar_sequence: z
    .number()
    .int()
    .describe("the SEQUENCE of the trip's calendar event sent with its emails: one more each status change"),
});
export type Booking = z.output<typeof bookingJsonSchema>;

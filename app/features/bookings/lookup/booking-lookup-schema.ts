import { z } from "zod";
import { sharingOptions, bookingStatuses } from "~/features/bookings/booking-schema";
import { visitorCancellationSchema } from "~/features/bookings/cancellations/cancellation-schema";
import { paymentAccountJsonSchema } from "~/features/bookings/payments/payment-schema";
import { claimStatuses } from "../../../../domain/billing-values";
import { BOOKING_REFERENCE_PATTERN, BOOKING_REFERENCE_PREFIX } from "~/lib/references";
import { typedReference } from "~/lib/text-fields";

export const lookupMessages = {
  notFound:
    "We could not find a booking with that reference and email or phone number. Please check both, or call us.",
  reference: "Enter your booking reference, e.g. SF-7K3M9Q",
  contact: "Enter the email address or phone number you booked with",
  phoneDigits: "Enter the email address, or a phone number of at least 10 digits",
  linkSent:
    "If that reference and email or phone match a booking, a fresh link is on its way to the email address it was booked with.",
} as const;

/** A reference as people type it ("sf 7k3m9q" → "SF-7K3M9Q"). */
const referenceField = typedReference(
  BOOKING_REFERENCE_PREFIX,
  BOOKING_REFERENCE_PATTERN,
  lookupMessages.reference,
);

/** The email (any case) or the phone number (any spacing, with or without +91) used to book. */
const contactField = z
  .string({ error: lookupMessages.contact })
  .trim()
  .min(1, lookupMessages.contact)
  .max(254, lookupMessages.contact)
  .refine(
    (value) => value.includes("@") || value.replace(/\D/g, "").length >= 10,
    lookupMessages.phoneDigits,
  );

/** The /booking form and `GET /api/bookings/lookup?reference=…&contact=…`. */
export const bookingLookupSchema = z.object({
  reference: referenceField,
  contact: contactField,
});
export type BookingLookupInput = z.output<typeof bookingLookupSchema>;

/** A payment claim as its traveller sees it (booking page, `GET /api/bookings/lookup`). */
const visitorClaimSchema = z.object({
  amount: z.number().int().describe("whole rupees"),
  utr: z.string().describe("the 12-digit UPI transaction reference"),
  status: z.enum(claimStatuses),
  submitted_at: z.string(),
  reason: z.string().describe("why it was rejected; empty otherwise"),
});
export type VisitorClaim = z.output<typeof visitorClaimSchema>;

/** What a traveller sees of their own booking: no email, phone or special requests are echoed. */
export const bookingViewSchema = z.object({
  reference: z.string(),
  status: z.enum(bookingStatuses),
  customer_name: z.string(),
  package_title: z.string(),
  travel_date: z.string().describe("YYYY-MM-DD"),
  number_of_travelers: z.number().int(),
  sharing: z.enum(sharingOptions),
  total_amount: z.number().int(),
  price_lines: z
    .array(z.object({ label: z.string(), amount: z.number().int() }))
    .describe("how the total was reached, as the booking was priced"),
  account: paymentAccountJsonSchema,
  cancellation_request: visitorCancellationSchema.nullable().describe("the latest request to cancel, if any"),
  claims: z
    .array(visitorClaimSchema)
    .describe(
      'the traveller\'s payment claims ("I have paid"), newest first: pending until the agency checks them',
    ),
  token: z.string().describe("the signed token of the booking page (/booking/{token}); also asks to cancel"),
});
export type BookingView = z.output<typeof bookingViewSchema>;

/**
 * A signed link opens its booking until this many days after the travel date (issue 22): a link
 * forwarded or left in an old mailbox stops working once the trip is long over. After that the
 * traveller looks the booking up with its reference and contact.
 */
export const BOOKING_LINK_DAYS_AFTER_TRAVEL = 30;

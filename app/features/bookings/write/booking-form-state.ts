/** What the package page's booking form and its action exchange. Safe for the browser. */
import type { BookingQuote } from "../booking-schema";

/** The fields the visitor types; echoed back when the server refuses them, so nothing is lost. */
export const bookingFormFields = [
  "customer_name",
  "customer_email",
  "customer_phone",
  "travel_date",
  "departure_id",
  "special_requests",
  "number_of_travelers",
  "sharing",
  "number_of_children",
  "single_rooms",
  "number_of_seniors",
  "promo_code",
  "customer_state",
  "customer_pan",
  "customer_address",
  "customer_gstin",
  "customer_business_name",
] as const;
export type BookingFormValues = Partial<Record<(typeof bookingFormFields)[number], string>>;

/** The hidden field carrying the form's idempotency key: one booking however often it is sent. */
export const IDEMPOTENCY_FIELD = "idempotency_key";

/**
 * What the visitor reads once the booking is sent: a request the agency confirms by phone
 * (docs/product.md §10.10, ADR 024), never 'Booking Confirmed'.
 */
export const BOOKING_RECEIVED_TITLE = "Booking Request Received";

/** What the confirmation shows; every figure comes from the server. */
export type BookingConfirmation = {
  reference: string;
  packageTitle: string;
  destination: string;
  travellers: number;
  travelDate: string;
  total: number;
  /** how the total was reached (base, supplements, each discount by name) */
  priceLines: { label: string; amount: number }[];
  email: string;
  /** what confirms the booking: the schedule's first instalment (payments/payment-policy.ts) */
  dueToConfirm: { label: string; amount: number; text: string };
};

/** The form's "Show my price" button: its name and value. */
export const QUOTE_INTENT = "quote";

/**
 * A booking sent, or the form back with what was typed: refused (a message, one per field), or
 * priced without booking (`quote`, after "Show my price"; no message).
 */
export type BookingFormResult =
  | { ok: true; confirmation: BookingConfirmation }
  | {
      ok: false;
      message: string;
      errors: Record<string, string>;
      values: BookingFormValues;
      quote?: BookingQuote;
    };

/** The texts for a refused and a failed booking (docs/product.md §8). */
export const bookingFailedMessage = (reason: string) => `Booking failed: ${reason}`;
export const BOOKING_EXCEPTION_MESSAGE = "Failed to create booking. Please try again.";

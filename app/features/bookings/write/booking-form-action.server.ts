import { data } from "react-router";
import type { Db } from "../../../../db/client";
import type { Config } from "~/lib/env.server";
import { todayInIndia } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { honeypotTripped } from "~/lib/honeypot";
import { fieldErrorsOf, formTextsOf, HttpError } from "~/lib/http.server";
import { idempotencyKeyFrom } from "~/lib/request-idempotency.server";
import { paymentSchedule, payingToConfirmText } from "~/features/bookings/payments/payment-policy";
import { canPayNow } from "~/features/bookings/payments/pay-now/pay-now-schema";
import { formatRupees } from "~/lib/money";
import { agencyWithPayee } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import type { Tour } from "~/features/tours/tour-schema";
import {
  bookingErrorMessage,
  bookingInputSchema,
  bookingMessages,
  bookingQuoteSchema,
} from "../booking-schema";
import { quoteBooking } from "./booking-quote-service.server";
import { decoyBooking } from "./booking-decoy.server";
import { createBooking } from "./booking-writer.server";
import {
  BOOKING_EXCEPTION_MESSAGE,
  bookingFailedMessage,
  bookingFormFields,
  IDEMPOTENCY_FIELD,
  type BookingConfirmation,
  type BookingFormResult,
  type BookingFormValues,
} from "./booking-form-state";
import { errorText, logJson } from "~/lib/logger.server";

/** The schedule's first instalment: 30 % well ahead of departure, more when booked close to it. */
function dueToConfirm(
  total: number,
  travelDate: string,
  canPayNow: boolean,
): BookingConfirmation["dueToConfirm"] {
  const [first] = paymentSchedule({ total, bookedOn: todayInIndia(), travelDate });
  const amount = first?.amount ?? total;
  return {
    label: first?.label ?? "Full payment at booking",
    amount,
    // the same sentence as the confirmation email's (emails/booking-emails.server.ts)
    text: payingToConfirmText(formatRupees(amount), canPayNow),
  };
}

/**
 * The package page's booking form, posted with or without JavaScript: the same schema and
 * service as `POST /api/bookings`, the package taken from the page's URL, the total always
 * computed by the service. Refusals come back with a message per field and what was typed.
 */
export async function submitBookingForm(db: Db, config: Config, tour: Tour, formData: FormData) {
  const values: BookingFormValues = formTextsOf(formData, bookingFormFields);
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<BookingFormResult>({ ok: false, message, errors, values }, { status });

  const parsed = bookingInputSchema.safeParse({ ...values, package_id: tour.id });
  if (!parsed.success) return refuse(400, bookingErrorMessage(values), fieldErrorsOf(parsed.error));

  const rawKey = formData.get(IDEMPOTENCY_FIELD);
  // without JavaScript there is no key: the service then treats an identical resubmit as the same booking
  const idempotencyKey =
    typeof rawKey === "string" && rawKey !== "" ? (idempotencyKeyFrom(rawKey) ?? null) : null;
  try {
    // a bot that filled the honeypot gets the decoy: the same answer, nothing stored or sent
    const agency = await agencyWithPayee(db, config);
    const booking = honeypotTripped(formData)
      ? await decoyBooking(db, parsed.data)
      : (await createBooking(db, parsed.data, { idempotencyKey, agency })).booking;
    return data<BookingFormResult>({
      ok: true,
      confirmation: {
        reference: booking.reference,
        packageTitle: booking.package_title,
        destination: tour.destination,
        travellers: booking.number_of_travelers,
        travelDate: booking.travel_date,
        total: booking.total_amount,
        priceLines: booking.price_lines,
        email: booking.customer_email,
        dueToConfirm: dueToConfirm(booking.total_amount, booking.travel_date, canPayNow(agency.payee)),
      },
    });
  } catch (error) {
    // a refusal of the service (a full departure, an unavailable package) keeps what was typed
    if (error instanceof HttpError || error instanceof DomainError)
      return refuse(error.status, bookingFailedMessage(error.message), error.errors);
    logJson({ level: "error", msg: "booking form failed", error: errorText(error) });
    return refuse(500, BOOKING_EXCEPTION_MESSAGE);
  }
}

/**
 * The no-JavaScript form's "Show my price": the same quote as `POST /api/pricing/quote` (nothing
 * booked), the form coming back with what was typed and the breakdown, or the refusal on its field.
 */
export async function submitQuoteForm(db: Db, tour: Tour, formData: FormData) {
  const values: BookingFormValues = formTextsOf(formData, bookingFormFields);
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<BookingFormResult>({ ok: false, message, errors, values }, { status });
  const parsed = bookingQuoteSchema.safeParse({ ...values, package_id: tour.id });
  if (!parsed.success) return refuse(400, bookingMessages.checkFields, fieldErrorsOf(parsed.error));
  try {
    const quote = await quoteBooking(db, parsed.data);
    return data<BookingFormResult>({ ok: false, message: "", errors: {}, values, quote });
  } catch (error) {
    if (error instanceof HttpError || error instanceof DomainError)
      return refuse(error.status, error.message, error.errors);
    throw error;
  }
}

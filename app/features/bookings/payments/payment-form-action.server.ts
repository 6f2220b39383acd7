import { data } from "react-router";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { PaymentFormAnswer } from "./payment-form";
import { paymentInputSchema, paymentMessages } from "./payment-schema";
import { recordPayment } from "./payment-service.server";
import type { Db } from "../../../../db/client";
import type { Config } from "~/lib/env.server";

const PAYMENT_FORM_FIELDS = ["kind", "amount", "method", "reference", "received_on"] as const;

/**
 * The admin booking page's "Record a payment": the same schema and service as
 * `POST /api/bookings/{id}/payments`. Refused input comes back with a message per field and what
 * was typed.
 */
export async function paymentFormAction(db: Db, bookingId: string, form: FormData, config: Config) {
  const values: Record<string, string> = {};
  for (const field of PAYMENT_FORM_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  const parsed = paymentInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<PaymentFormAnswer>(
      { intent: "payment", ok: false, message: CHECK_FIELDS_MESSAGE, errors, values },
      400,
    );
  }
  try {
    const { payment } = await recordPayment(db, bookingId, parsed.data, undefined, { config });
    const message = payment.kind === "payment" ? paymentMessages.recorded : paymentMessages.refunded;
    return data<PaymentFormAnswer>({ intent: "payment", ok: true, message });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<PaymentFormAnswer>(
      // a refused amount is said beside the field; the line above the form only points to it
      {
        intent: "payment",
        ok: false,
        message: error.errors ? CHECK_FIELDS_MESSAGE : error.message,
        errors: error.errors,
        values,
      },
      error.status,
    );
  }
}

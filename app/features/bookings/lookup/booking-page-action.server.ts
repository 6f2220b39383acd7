import { data, redirect } from "react-router";
import {
  cancellationRequestInputSchema,
  cancellationMessages,
} from "~/features/bookings/cancellations/cancellation-schema";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { AppContext } from "~/lib/app-context";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { LookupAnswer } from "./booking-lookup-form";
import { bookingLookupSchema, lookupMessages } from "./booking-lookup-schema";
import {
  emailFreshBookingLink,
  findBookingForVisitor,
  requestCancellationByToken,
} from "./booking-lookup-service.server";
import type { CancelAnswer } from "./booking-view";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * Pages of one visitor's booking: never kept by a shared cache, and their address (which carries
 * the signed token) never sent to another site as a Referer. "same-origin" rather than
 * "no-referrer": with no-referrer the browser's form posts carry `Origin: null`, which React
 * Router rightly refuses as a possible cross-site post.
 */
export const bookingPageHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

/**
 * /booking's form: the same schema and service as `GET /api/bookings/lookup`. A match goes on to
 * the booking's signed page (so a reload does not post again); anything else answers the same
 * "not found", whichever of the two was wrong. Its second button ("Email me a fresh link") is
 * `POST /api/bookings/link`: the same answer whether or not anything matched. Rate-limited per
 * address before it gets here.
 */
export async function lookupFormAction(request: Request, context: AppContext) {
  const form = await request.formData();
  const values = { reference: text(form.get("reference")), contact: text(form.get("contact")) };
  const parsed = bookingLookupSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<LookupAnswer>({ status: "invalid", message: CHECK_FIELDS_MESSAGE, errors, values }, 400);
  }
  if (form.get("intent") === "email-link") {
    await emailFreshBookingLink(context.db, parsed.data, agencyContactOf(context.config));
    return data<LookupAnswer>({ status: "link-sent", message: lookupMessages.linkSent, values });
  }
  const view = await findBookingForVisitor(context.db, parsed.data);
  if (!view)
    return data<LookupAnswer>({ status: "not-found", message: lookupMessages.notFound, values }, 404);
  throw redirect(`/booking/${view.token}`, { headers: bookingPageHeaders });
}

/** The booking page's "Ask to cancel": the same schema and service as `POST /api/cancellation-requests`. */
export async function cancelFormAction(request: Request, context: AppContext, token: string) {
  const form = await request.formData();
  const parsed = cancellationRequestInputSchema.safeParse({ token, reason: text(form.get("reason")) });
  if (!parsed.success) {
    return data<CancelAnswer>(
      { ok: false, message: CHECK_FIELDS_MESSAGE, errors: fieldErrorsOf(parsed.error) },
      400,
    );
  }
  try {
    const { created } = await requestCancellationByToken(context.db, parsed.data, {
      agency: agencyContactOf(context.config),
    });
    return data<CancelAnswer>({
      ok: true,
      message: created ? cancellationMessages.requested : cancellationMessages.alreadyRequested,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<CancelAnswer>({ ok: false, message: error.message }, error.status);
  }
}

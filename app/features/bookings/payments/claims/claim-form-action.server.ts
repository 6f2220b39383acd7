import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { ClaimAnswer } from "./claim-form";
import { claimFormSchema, claimMessages } from "./claim-schema";
import { submitClaimByToken } from "./claim-service.server";

/** The booking page's "Already paid?": the same schema rules and service as `POST /api/payment-claims`. */
export async function claimFormAction(form: FormData, context: AppContext, token: string) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { amount: text("amount"), utr: text("utr") };
  const parsed = claimFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<ClaimAnswer>(
      { intent: "claim", ok: false, message: CHECK_FIELDS_MESSAGE, errors, values },
      400,
    );
  }
  try {
    await submitClaimByToken(context.db, token, parsed.data, { agency: agencyContactOf(context.config) });
    return data<ClaimAnswer>({ intent: "claim", ok: true, message: claimMessages.submitted });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<ClaimAnswer>(
      { intent: "claim", ok: false, message: error.message, errors: error.errors, values },
      error.status,
    );
  }
}

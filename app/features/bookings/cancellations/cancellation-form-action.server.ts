import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { DomainError } from "~/lib/domain-error";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { DecisionAnswer } from "./cancellation-request-card";
import { cancellationDecisionSchema, cancellationMessages } from "./cancellation-schema";
import { decideCancellationRequest } from "./cancellation-service.server";

/** Approve or Decline on an admin page: the same schema and service as the decision API. */
export async function decisionFormAction(context: AppContext, form: FormData) {
  const requestId = String(form.get("request_id") ?? "");
  const parsed = cancellationDecisionSchema.safeParse({
    decision: form.get("decision"),
    note: form.get("note"),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Choose approve or decline";
    return data<DecisionAnswer>({ intent: "decision", ok: false, message, requestId }, 400);
  }
  try {
    await decideCancellationRequest(context.db, requestId, parsed.data, {
      agency: agencyContactOf(context.config),
    });
    const message =
      parsed.data.decision === "approve" ? cancellationMessages.approved : cancellationMessages.declined;
    return data<DecisionAnswer>({ intent: "decision", ok: true, message, requestId });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<DecisionAnswer>(
      { intent: "decision", ok: false, message: error.message, requestId },
      error.status,
    );
  }
}

import { data } from "react-router";
import { agencyWithPayee } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import type { AppContext } from "~/lib/app-context";
import { DomainError } from "~/lib/domain-error";
import type { ClaimDecisionAnswer } from "./claim-card";
import { claimDecisionSchema, claimMessages } from "./claim-schema";
import { decideClaim } from "./claim-service.server";

/** Accept or Reject on the Payments screen: the same schema and service as the decision API. */
export async function claimDecisionFormAction(context: AppContext, form: FormData) {
  const claimId = String(form.get("claim_id") ?? "");
  const parsed = claimDecisionSchema.safeParse({
    decision: form.get("decision"),
    reason: form.get("reason"),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Choose accept or reject";
    return data<ClaimDecisionAnswer>({ intent: "claim-decision", ok: false, message, claimId }, 400);
  }
  try {
    await decideClaim(context.db, claimId, parsed.data, {
      agency: await agencyWithPayee(context.db, context.config),
      config: context.config,
    });
    const message = parsed.data.decision === "accept" ? claimMessages.accepted : claimMessages.rejected;
    return data<ClaimDecisionAnswer>({ intent: "claim-decision", ok: true, message, claimId });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<ClaimDecisionAnswer>(
      { intent: "claim-decision", ok: false, message: error.message, claimId },
      error.status,
    );
  }
}

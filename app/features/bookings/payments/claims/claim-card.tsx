import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { claimStatusLabels } from "../../../../../domain/billing-values";
import { DecisionCard } from "../../ui/decision-card";
import type { ClaimJson } from "./claim-schema";

/** What the Payments screen's action answers for a claim decision. */
export type ClaimDecisionAnswer = { intent: "claim-decision"; ok: boolean; message: string; claimId: string };

const toneOf = { pending: "yellow", accepted: "green", rejected: "slate" } as const;

/**
 * A traveller's "I have paid": the booking, amount and UTR and, while pending, Accept (records the
 * payment and emails the receipt) or Reject with a reason emailed to the traveller.
 */
export function ClaimCard({ claim, answer }: { claim: ClaimJson; answer?: ClaimDecisionAnswer }) {
  const amount = formatRupees(claim.amount);
  return (
    <DecisionCard
      title={`Payment claim of ${amount} for ${claim.booking_reference}`}
      booking={{
        id: claim.booking_id,
        reference: claim.booking_reference,
        customer_name: claim.customer_name,
      }}
      subline={`Sent ${formatIndiaDateTime(claim.created_at)}`}
      status={{ tone: toneOf[claim.status], text: claimStatusLabels[claim.status] }}
      form={
        claim.status === "pending"
          ? {
              intent: "claim-decision",
              id: { name: "claim_id", value: claim.id },
              note: {
                label: "Reason, if you reject",
                name: "reason",
                hint: "Emailed to the traveller",
                maxLength: 500,
              },
              buttons: [
                {
                  value: "accept",
                  text: "Accept and record payment",
                  label: `Accept ${amount} for`,
                  variant: "primary",
                },
                { value: "reject", text: "Reject", label: "Reject the claim for", variant: "secondary" },
              ],
              reference: claim.booking_reference,
            }
          : null
      }
      decided={{ by: claim.decided_by, at: claim.decided_at, note: claim.reason }}
      answer={answer?.claimId === claim.id ? answer : undefined}
    >
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-600">Amount</dt>
          <dd className="text-base font-semibold text-slate-900">{amount}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">UTR</dt>
          <dd className="font-mono text-base text-slate-900">{claim.utr}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Paid on</dt>
          <dd className="text-slate-900">{formatTravelDate(claim.claimed_on)}</dd>
        </div>
      </dl>
    </DecisionCard>
  );
}

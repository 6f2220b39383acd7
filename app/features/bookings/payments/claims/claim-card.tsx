import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import type { ClaimJson } from "./claim-schema";

/** What the Payments screen's action answers for a claim decision. */
export type ClaimDecisionAnswer = { intent: "claim-decision"; ok: boolean; message: string; claimId: string };

const toneOf = { pending: "yellow", accepted: "green", rejected: "slate" } as const;
const labelOf = { pending: "Pending", accepted: "Accepted", rejected: "Rejected" } as const;

/**
 * A traveller's "I have paid": the booking, amount and UTR and, while pending, Accept (records the
 * payment and emails the receipt) or Reject with a reason emailed to the traveller.
 */
export function ClaimCard({ claim, answer }: { claim: ClaimJson; answer?: ClaimDecisionAnswer }) {
  const fetcher = useFetcher<ClaimDecisionAnswer>();
  const result = fetcher.data ?? (answer?.claimId === claim.id ? answer : undefined);
  const busy = fetcher.state !== "idle";
  const amount = formatRupees(claim.amount);
  return (
    <article
      aria-label={`Payment claim of ${amount} for ${claim.booking_reference}`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            <Link to={`/admin/bookings/${claim.booking_id}`} className="text-brand-800 underline">
              {claim.booking_reference}
            </Link>
            <span className="font-normal text-slate-700"> · {claim.customer_name}</span>
          </h3>
          <p className="text-sm text-slate-600">Sent {formatIndiaDateTime(claim.created_at)}</p>
        </div>
        <StatusBadge tone={toneOf[claim.status]}>{labelOf[claim.status]}</StatusBadge>
      </div>
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
      {claim.status === "pending" ? (
        <fetcher.Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="claim-decision" />
          <input type="hidden" name="claim_id" value={claim.id} />
          <TextAreaField
            label="Reason, if you reject"
            name="reason"
            rows={2}
            maxLength={500}
            hint="Emailed to the traveller"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="decision"
              value="accept"
              disabled={busy}
              aria-label={`Accept ${amount} for ${claim.booking_reference}`}
              className={buttonClass("primary", "sm")}
            >
              Accept and record payment
            </button>
            <button
              type="submit"
              name="decision"
              value="reject"
              disabled={busy}
              aria-label={`Reject the claim for ${claim.booking_reference}`}
              className={buttonClass("secondary", "sm")}
            >
              Reject
            </button>
          </div>
        </fetcher.Form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {labelOf[claim.status]} by {claim.decided_by}
          {claim.decided_at && ` on ${formatIndiaDateTime(claim.decided_at)}`}
          {claim.reason && `: ${claim.reason}`}
        </p>
      )}
      {!busy && result && (
        <div className="mt-3">
          <Notice tone={result.ok ? "success" : "error"}>{result.message}</Notice>
        </div>
      )}
    </article>
  );
}

import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { StatusBadge } from "~/components/ui/status-badge";
import { CancellationTerms } from "~/features/bookings/payments/payment-account";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { cancellationStatusLabels } from "../../../../domain/cancellation-values";
import type { CancellationRequestJson } from "./cancellation-schema";
import { CancellationTextField } from "./cancellation-text-field";

/** What the admin page's action answers for a decision. */
export type DecisionAnswer = { intent: "decision"; ok: boolean; message: string; requestId: string };

/** Approve cancels the booking; Decline keeps it (each button names the booking for screen readers). */
const decisionButtons = [
  {
    decision: "approve",
    text: "Approve and cancel booking",
    label: "Approve and cancel booking",
    variant: "danger",
  },
  { decision: "decline", text: "Decline", label: "Decline the request for", variant: "secondary" },
] as const;

const toneOf = { pending: "yellow", approved: "red", declined: "slate" } as const;

/**
 * One traveller's request to cancel: the booking, the reason, today's terms and, while it is
 * open, Approve (cancels the booking) and Decline with a message to the traveller. Posts to the
 * current admin page's action (intent "decision"), with or without JavaScript.
 */
export function CancellationRequestCard({
  request,
  answer,
  showBooking = true,
}: {
  request: CancellationRequestJson;
  answer?: DecisionAnswer;
  showBooking?: boolean;
}) {
  const fetcher = useFetcher<DecisionAnswer>();
  const result = fetcher.data ?? (answer?.requestId === request.id ? answer : undefined);
  const busy = fetcher.state !== "idle";
  const { booking } = request;
  const title = `Request to cancel ${booking.reference}`;
  return (
    <article aria-label={title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {showBooking ? (
              <Link to={`/admin/bookings/${booking.id}`} className="text-brand-800 underline">
                {booking.reference}
              </Link>
            ) : (
              "Cancellation request"
            )}
            {showBooking && <span className="font-normal text-slate-700"> · {booking.customer_name}</span>}
          </h3>
          <p className="text-sm text-slate-600">
            {showBooking && `${booking.package_title}, ${formatTravelDate(booking.travel_date)} · `}
            Asked {formatIndiaDateTime(request.requested_at)}
          </p>
        </div>
        <StatusBadge tone={toneOf[request.status]}>{cancellationStatusLabels[request.status]}</StatusBadge>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-900">
        <span className="font-medium text-slate-600">Reason: </span>
        {request.reason || "—"}
      </p>
      {request.status === "pending" ? (
        <>
          <div className="mt-3 rounded-lg bg-slate-50 p-3">
            <CancellationTerms account={request.account} />
          </div>
          <fetcher.Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="decision" />
            <input type="hidden" name="request_id" value={request.id} />
            <CancellationTextField
              label="Message to the traveller (optional)"
              name="note"
              rows={2}
              hint="Emailed when you decline, and shown on their booking page"
            />
            <div className="flex flex-wrap gap-2">
              {decisionButtons.map(({ decision, text, label, variant }) => (
                <button
                  key={decision}
                  type="submit"
                  name="decision"
                  value={decision}
                  disabled={busy}
                  aria-label={`${label} ${booking.reference}`}
                  className={buttonClass(variant, "sm")}
                >
                  {text}
                </button>
              ))}
            </div>
          </fetcher.Form>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {cancellationStatusLabels[request.status]} by {request.decided_by}
          {request.decided_at && ` on ${formatIndiaDateTime(request.decided_at)}`}
          {request.admin_note && `: ${request.admin_note}`}
        </p>
      )}
      {!busy && result && <Notice tone={result.ok ? "success" : "error"}>{result.message}</Notice>}
    </article>
  );
}

import { CancellationTerms } from "~/features/bookings/payments/payment-account";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { cancellationStatusLabels } from "../../../../domain/cancellation-values";
import { DecisionCard } from "../ui/decision-card";
import { CANCELLATION_TEXT_MAX, type CancellationRequestJson } from "./cancellation-schema";

/** What the admin page's action answers for a decision. */
export type DecisionAnswer = { intent: "decision"; ok: boolean; message: string; requestId: string };

/** Approve cancels the booking; Decline keeps it (each button names the booking for screen readers). */
const decisionButtons = [
  {
    value: "approve",
    text: "Approve and cancel booking",
    label: "Approve and cancel booking",
    variant: "danger",
  },
  { value: "decline", text: "Decline", label: "Decline the request for", variant: "secondary" },
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
  const { booking } = request;
  const pending = request.status === "pending";
  return (
    <DecisionCard
      title={`Request to cancel ${booking.reference}`}
      heading="Cancellation request"
      booking={showBooking ? booking : undefined}
      subline={
        <>
          {showBooking && `${booking.package_title}, ${formatTravelDate(booking.travel_date)} · `}
          Asked {formatIndiaDateTime(request.requested_at)}
        </>
      }
      status={{ tone: toneOf[request.status], text: cancellationStatusLabels[request.status] }}
      form={
        pending
          ? {
              intent: "decision",
              id: { name: "request_id", value: request.id },
              note: {
                label: "Message to the traveller (optional)",
                name: "note",
                hint: "Emailed when you decline, and shown on their booking page",
                maxLength: CANCELLATION_TEXT_MAX,
              },
              buttons: decisionButtons,
              reference: booking.reference,
            }
          : null
      }
      decided={{ by: request.decided_by, at: request.decided_at, note: request.admin_note }}
      answer={answer?.requestId === request.id ? answer : undefined}
    >
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-900">
        <span className="font-medium text-slate-600">Reason: </span>
        {request.reason || "—"}
      </p>
      {pending && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <CancellationTerms account={request.account} />
        </div>
      )}
    </DecisionCard>
  );
}

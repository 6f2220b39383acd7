import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PhoneIcon } from "~/components/ui/icons";
import { FormAnswer } from "~/components/ui/form-answer";
import { BookingStatusBadge } from "~/features/bookings/ui/booking-status-badge";
import { usePublicSite } from "~/lib/public-site";
import {
  CancellationTerms,
  PaymentFigures,
  PaymentScheduleTable,
  SettlementText,
} from "~/features/bookings/payments/payment-account";
import { checkingText } from "~/features/bookings/payments/claims/claim-schema";
import { paymentPolicyPoints } from "~/features/bookings/payments/payment-policy";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { telLink, whatsappLink } from "~/lib/whatsapp";
import type { BookingView } from "./booking-lookup-schema";
import { CancellationTextField } from "../cancellations/cancellation-text-field";
import { PriceLines } from "../ui/price-lines";

/** What the page's cancel form answers: a notice, or the reason it could not be sent. */
export type CancelAnswer = { ok: boolean; message: string; errors?: Record<string, string> };

/** The booking, the day (in India) it is looked at, and the cancel form's last answer. */
type ViewProps = { view: BookingView; today: string; answer?: CancelAnswer | undefined };

const section = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const heading = "font-display text-xl font-bold text-slate-900";

/** A card of the page, named by its heading for screen readers. */
function ViewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-24 ${section}`}>
      <h2 id={`${id}-heading`} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function CancellationPanel({ view, today, answer }: ViewProps) {
  const request = view.cancellation_request;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  if (view.status === "cancelled") {
    return (
      <p className="text-sm text-slate-700">
        This booking is cancelled. What you paid, what is kept and what is refunded are under Payments above.
      </p>
    );
  }
  if (request?.status === "pending") {
    return (
      <p className="rounded-lg bg-yellow-50 px-4 py-3 text-sm text-yellow-900 ring-1 ring-yellow-200">
        You asked to cancel on {formatIndiaDateTime(request.requested_at)}. A travel expert will call you to
        confirm it.
      </p>
    );
  }
  if (view.travel_date < today) {
    return <p className="text-sm text-slate-700">Your trip has started: please call us for any change.</p>;
  }
  return (
    <>
      {request?.status === "declined" && (
        <p className="mb-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200">
          We did not cancel after your earlier request{request.note ? `: ${request.note}` : "."}
        </p>
      )}
      <details className="group" open={Boolean(answer && !answer.ok)}>
        <summary className={`${buttonClass("secondary", "md")} cursor-pointer list-none`}>
          Ask to cancel this booking
        </summary>
        <Form method="post" preventScrollReset className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="token" value={view.token} />
          <CancellationTextField
            label="Reason (optional)"
            name="reason"
            hint="A good time to call you helps too."
            error={answer?.errors?.reason}
          />
          <p className="text-sm text-slate-700">
            This sends a request; nothing is cancelled until our team confirms it with you by phone.
          </p>
          <button type="submit" disabled={sending} className={buttonClass("danger", "md")}>
            {sending ? "Sending…" : "Send cancellation request"}
          </button>
        </Form>
      </details>
    </>
  );
}

/**
 * The traveller's payment claims: one waiting says so in the words of its acknowledgement email;
 * a rejected one says why; an accepted one is a payment in the figures (issue 38).
 */
function ClaimNotices({ claims }: { claims: BookingView["claims"] }) {
  const shown = claims.filter((claim) => claim.status !== "accepted");
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Payments you told us about" className="mt-4 space-y-2">
      {shown.map((claim) => (
        <li
          key={claim.utr}
          className={`rounded-lg px-4 py-3 text-sm ring-1 ${
            claim.status === "pending"
              ? "bg-yellow-50 text-yellow-900 ring-yellow-200"
              : "bg-slate-50 text-slate-800 ring-slate-200"
          }`}
        >
          {claim.status === "pending"
            ? checkingText(formatRupees(claim.amount), claim.utr)
            : `We could not match your payment of ${formatRupees(claim.amount)} (UTR ${claim.utr})${claim.reason ? `: ${claim.reason}` : "."} Please call us if the money left your account.`}
          <span className="block text-xs opacity-80">Sent {formatIndiaDateTime(claim.submitted_at)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The traveller's own booking: what they booked, what they paid and owe, and how to cancel.
 * `children` (the pay-now box, the payment claim form, the documents) go between the booking and
 * its payments.
 */
export function BookingViewPanel({ view, today, answer, children }: ViewProps & { children?: ReactNode }) {
  const site = usePublicSite();
  const message = `Hi, I have a question about my booking ${view.reference}.`;
  return (
    <div className="space-y-6">
      <section aria-labelledby="booking-heading" className={section}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="booking-heading" className={heading}>
            Booking {view.reference}
          </h2>
          <BookingStatusBadge status={view.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">Booked by {view.customer_name}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {[
            ["Package", view.package_title],
            ["Travel date", formatTravelDate(view.travel_date)],
            [
              "Travellers",
              `${view.number_of_travelers} · ${view.sharing === "double" ? "Double" : "Triple"} sharing`,
            ],
            ["Total", formatRupees(view.total_amount)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="text-base text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {view.price_lines.length > 1 && (
          <div className="mt-4 max-w-md">
            <h3 className="text-sm font-medium text-slate-600">How the total is made up</h3>
            <PriceLines lines={view.price_lines} total={view.total_amount} />
          </div>
        )}
      </section>

      {children}

      <ViewSection id="payments" title="Payments">
        <ClaimNotices claims={view.claims} />
        <div className="mt-4">
          <PaymentFigures account={view.account} />
        </div>
        {view.account.settlement && (
          <div className="mt-4">
            <SettlementText settlement={view.account.settlement} />
          </div>
        )}
        {view.status !== "cancelled" && (
          <>
            <h3 className="mt-6 font-semibold text-slate-900">Payment schedule</h3>
            <div className="mt-2">
              <PaymentScheduleTable account={view.account} today={today} />
            </div>
          </>
        )}
      </ViewSection>

      <ViewSection id="cancel" title="Cancellation">
        <div className="mt-3">
          <CancellationTerms account={view.account} />
        </div>
        <FormAnswer answer={answer} />
        <div className="mt-4">
          <CancellationPanel view={view} today={today} answer={answer} />
        </div>
        <h3 className="mt-6 font-semibold text-slate-900">Our payment and cancellation policy</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {paymentPolicyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </ViewSection>

      {site && (
        <ViewSection id="help" title="Questions about your booking?">
          <p className="mt-1 text-sm text-slate-600">Quote {view.reference}. Mon-Sat 9 AM-7 PM.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a
              href={whatsappLink(site.agency.whatsapp, message)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("primary", "md")}
            >
              Chat on WhatsApp
            </a>
            <a href={telLink(site.agency.phone)} className={buttonClass("secondary", "md")}>
              <PhoneIcon className="h-4 w-4" />
              Call {site.agency.phone}
            </a>
          </div>
        </ViewSection>
      )}
    </div>
  );
}

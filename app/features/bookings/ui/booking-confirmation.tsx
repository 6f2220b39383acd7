import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { whatsappLink } from "~/lib/whatsapp";
import type { BookingConfirmation } from "../write/booking-form-state";
import { PriceLines } from "./price-lines";

/** docs/product.md §9: the confirmation appears in three steps. */
const STEP_DELAYS_MS = [300, 600, 900] as const;

function useSteps(animate: boolean): number {
  const [step, setStep] = useState(animate ? 0 : STEP_DELAYS_MS.length);
  useEffect(() => {
    if (!animate || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setStep(STEP_DELAYS_MS.length);
      return;
    }
    const timers = STEP_DELAYS_MS.map((delay, i) => window.setTimeout(() => setStep(i + 1), delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [animate]);
  return step;
}

const reveal = (shown: boolean) =>
  `transition-all duration-300 ${shown ? "translate-y-0 opacity-100" : "translate-y-2 opacity-0"}`;

/** The booking confirmation's content: in the dialog (animated) or on the page without JavaScript. */
export function BookingConfirmationDetails({
  confirmation,
  whatsapp,
  animate,
}: {
  confirmation: BookingConfirmation;
  whatsapp: string;
  animate: boolean;
}) {
  const step = useSteps(animate);
  const rows: [string, string][] = [
    ["Booking reference", confirmation.reference],
    ["Destination", confirmation.destination],
    ["Package", confirmation.packageTitle],
    ["Travellers", String(confirmation.travellers)],
    ["Travel date", formatTravelDate(confirmation.travelDate)],
  ];
  // a booking priced with a discount or supplement shows how; a plain one its total alone
  const breakdown = (confirmation.priceLines ?? []).length > 1;
  if (!breakdown) rows.push(["Total", formatRupees(confirmation.total)]);
  rows.push(
    [`Due to confirm: ${confirmation.dueToConfirm.label}`, formatRupees(confirmation.dueToConfirm.amount)],
    ["Status", "Pending: awaiting our call"],
  );
  const supportMessage = `Hi, I just sent a booking request for "${confirmation.packageTitle}" (booking reference ${confirmation.reference}). Could you help me with the next steps?`;
  return (
    // busy while it unfolds: assistive technology reads it once, whole
    <div className="text-center" aria-busy={step < STEP_DELAYS_MS.length}>
      <div className={reveal(step >= 1)}>
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-800">
          <svg
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            aria-hidden="true"
          >
            <path d="M5 13l4 4L19 7" />
          </svg>
        </span>
        <p className="mt-3 text-slate-700">
          Thank you! We have received your booking request. It is not confirmed yet.
        </p>
      </div>
      <dl
        className={`mt-5 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-left text-sm ${reveal(step >= 2)}`}
      >
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {breakdown && (
        <div className={`mt-3 rounded-xl bg-slate-50 px-4 py-2 text-left ${reveal(step >= 2)}`}>
          <PriceLines lines={confirmation.priceLines} total={confirmation.total} />
        </div>
      )}
      <div className={reveal(step >= 3)}>
        {/* the server's sentence, word for word the confirmation email's (issue 38) */}
        <p className="mt-5 text-sm text-slate-700">{confirmation.dueToConfirm.text}</p>
        <p className="mt-2 text-sm text-slate-700">
          We have emailed these details to <strong>{confirmation.email}</strong>.
        </p>
        <p className="mt-2 text-sm text-slate-700">
          See it, with payments and what is due, any time on{" "}
          <Link to="/booking" className="font-semibold text-brand-800 underline">
            your booking page
          </Link>
          : the reference and your email are all it takes.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/packages" className={buttonClass("primary", "md")}>
            Continue Exploring
          </Link>
          <a
            href={whatsappLink(whatsapp, supportMessage)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "md")}
          >
            Get WhatsApp Support<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatIndiaDateTime } from "~/lib/dates";

type Tone = "yellow" | "green" | "red" | "slate";

/** What an admin page's action answers for a decision on one card. */
type DecisionResult = { ok: boolean; message: string };

type DecisionButton = {
  value: string;
  text: string;
  /** read by screen readers instead of the text; the card adds the booking reference */
  label: string;
  variant: "primary" | "secondary" | "danger";
};

/**
 * Something a traveller asked for that the staff decide on (a payment claim, a cancellation
 * request): the booking it concerns, its status and details and, while it is open, a form posting
 * to the current admin page's action with a note and one button per decision, with or without
 * JavaScript. Once decided it says by whom and when.
 */
export function DecisionCard({
  title,
  heading = title,
  booking,
  subline,
  status,
  children,
  form,
  decided,
  answer,
}: {
  /** the card's accessible name */
  title: string;
  /** the heading when no booking is linked (defaults to the title) */
  heading?: string;
  /** the booking linked in the heading; omitted on the booking's own page */
  booking?: { id: string; reference: string; customer_name: string } | undefined;
  subline: ReactNode;
  status: { tone: Tone; text: string };
  children: ReactNode;
  /** the open decision: null once decided */
  form: {
    intent: string;
    id: { name: string; value: string };
    note: { label: string; name: string; hint: string; maxLength: number; rows?: number };
    buttons: readonly DecisionButton[];
    reference: string;
  } | null;
  decided: { by: string | null; at: string | null; note: string };
  /** the no-JavaScript answer of the page's action, when it was about this card */
  answer?: DecisionResult | undefined;
}) {
  const fetcher = useFetcher<DecisionResult>();
  const result = fetcher.data ?? answer;
  const busy = fetcher.state !== "idle";
  return (
    <article aria-label={title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {booking ? (
              <>
                <Link to={`/admin/bookings/${booking.id}`} className="text-brand-800 underline">
                  {booking.reference}
                </Link>
                <span className="font-normal text-slate-700"> · {booking.customer_name}</span>
              </>
            ) : (
              heading
            )}
          </h3>
          <p className="text-sm text-slate-600">{subline}</p>
        </div>
        <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
      </div>
      {children}
      {form ? (
        <fetcher.Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value={form.intent} />
          <input type="hidden" name={form.id.name} value={form.id.value} />
          <TextAreaField rows={2} {...form.note} />
          <div className="flex flex-wrap gap-2">
            {form.buttons.map(({ value, text, label, variant }) => (
              <button
                key={value}
                type="submit"
                name="decision"
                value={value}
                disabled={busy}
                aria-label={`${label} ${form.reference}`}
                className={buttonClass(variant, "sm")}
              >
                {text}
              </button>
            ))}
          </div>
        </fetcher.Form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {status.text} by {decided.by}
          {decided.at && ` on ${formatIndiaDateTime(decided.at)}`}
          {decided.note && `: ${decided.note}`}
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

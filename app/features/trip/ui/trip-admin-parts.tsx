import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { confirmationStatusLabels, type ConfirmationStatus } from "../../../../domain/trip-values";

export function TripSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `trip-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A supplier's request and answer: ask by email (the PDF attached), then record what they said. */
export function TripConfirmation({
  name,
  target,
  confirmation,
  pdf,
}: {
  name: string;
  target: { supplier_id?: string; vehicle_id?: string };
  confirmation: { status: ConfirmationStatus; confirmation_number: string } | null;
  pdf: { href: string; label: string };
}) {
  const hidden = Object.entries(target).map(([field, value]) => (
    <input key={field} type="hidden" name={field} value={value} />
  ));
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-900">{name}:</span>
      <span className={confirmation?.status === "confirmed" ? "text-emerald-800" : "text-amber-900"}>
        {confirmation ? confirmationStatusLabels[confirmation.status] : "Not requested"}
        {confirmation?.confirmation_number ? ` (${confirmation.confirmation_number})` : ""}
      </span>
      <a href={pdf.href} className="font-semibold text-brand-800 underline">
        {pdf.label}
      </a>
      <Form method="post">
        {hidden}
        <button type="submit" name="intent" value="request" className={buttonClass("secondary", "sm")}>
          Email request to {name}
        </button>
      </Form>
      {confirmation && (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          {hidden}
          <input type="hidden" name="intent" value="answer" />
          <label className="flex items-center gap-1">
            <span>Confirmation no. for {name}</span>
            <input name="confirmation_number" className="w-28 rounded border border-slate-400 px-2 py-1" />
          </label>
          <button type="submit" name="status" value="confirmed" className={buttonClass("secondary", "sm")}>
            Confirmed
          </button>
          <button type="submit" name="status" value="declined" className={buttonClass("secondary", "sm")}>
            Declined
          </button>
        </Form>
      )}
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatRupees } from "~/lib/money";
import {
  paymentKindLabels,
  paymentKinds,
  paymentMethodLabels,
  paymentMethods,
} from "../../../../domain/payment-values";

/** What the admin booking page's action answers for this form. */
export type PaymentFormAnswer = {
  intent: "payment";
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/**
 * Record money received or refunded against a booking. Posts to the booking page's action
 * (intent "payment"), with or without JavaScript; the server checks the amount against the balance.
 */
export function PaymentForm({
  answer,
  today,
  balance,
  paid,
  cancelled,
}: {
  answer?: PaymentFormAnswer;
  today: string;
  balance: number;
  paid: number;
  cancelled: boolean;
}) {
  const fetcher = useFetcher<PaymentFormAnswer>();
  const result = fetcher.data ?? answer;
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const refused = result && !result.ok ? result : undefined;
  const typed = (field: string) => refused?.values?.[field];
  const field = fieldsOf(typed, refused?.errors ?? {});
  const mayRefund = useStaffMay("refund");
  const kinds = mayRefund ? paymentKinds : paymentKinds.filter((value) => value === "payment");
  const kind = typed("kind") || (cancelled && mayRefund ? "refund" : "payment");
  if (cancelled && !mayRefund) {
    return <p className="text-sm text-slate-700">Refunds are recorded by a manager or the owner.</p>;
  }

  return (
    <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value="payment" />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Type</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {kinds.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-base text-slate-900">
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={kind === value}
                className="h-4 w-4 accent-brand-700"
              />
              {paymentKindLabels[value]}
            </label>
          ))}
        </div>
        {refused?.errors?.kind && (
          <p className="mt-1 text-sm font-medium text-red-700">{refused.errors.kind}</p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount (₹)"
          {...field("amount")}
          inputMode="numeric"
          required
          autoComplete="off"
          hint={`Balance ${formatRupees(balance)} · paid ${formatRupees(paid)}`}
        />
        <SelectField label="Method" {...field("method")} required defaultValue={typed("method") ?? ""}>
          <option value="">Choose…</option>
          {paymentMethods
            .filter((method) => method !== "razorpay")
            .map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels[method]}
              </option>
            ))}
        </SelectField>
        <TextField
          label="Reference (optional)"
          {...field("reference")}
          autoComplete="off"
          hint="UPI transaction id, bank reference or receipt number"
          maxLength={100}
        />
        <TextField
          label="Date"
          {...field("received_on")}
          type="date"
          required
          max={today}
          defaultValue={typed("received_on") ?? today}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
          {busy ? "Recording…" : "Record"}
        </button>
      </div>
      {!busy && result && <Notice tone={result.ok ? "success" : "error"}>{result.message}</Notice>}
    </fetcher.Form>
  );
}

import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatTravelDate, todayInIndia } from "~/lib/dates";
import { supplierPaymentMethodLabels, supplierPaymentMethods } from "../../../../domain/back-office-values";
import type { FormAnswer } from "../back-office-form";
import type { BillJson } from "../bills/bill-schema";
import { formatAmount } from "./money";

function useFields(intent: string, answer: FormAnswer | undefined) {
  const mine = answer?.intent === intent ? answer : undefined;
  const refused = mine && !mine.ok ? mine : null;
  return { mine, field: fieldsOf((name) => refused?.values[name], refused?.errors ?? {}) };
}

/** Recording a supplier's bill: the amount with GST inside it, and the departure it is for. */
export function BillForm({
  departures,
  answer,
}: {
  departures: { id: string; date: string; title: string }[];
  answer: FormAnswer | undefined;
}) {
  const { mine, field } = useFields("bill", answer);
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value="bill" />
      {mine && <Notice tone={mine.ok ? "success" : "error"}>{mine.message}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Bill number" required {...field("number")} />
        <TextField label="Bill date" type="date" required max={todayInIndia()} {...field("date")} />
        <TextField label="Due date" type="date" required {...field("due_date")} />
        <TextField label="Amount (₹, GST included)" inputMode="decimal" required {...field("amount")} />
        <TextField label="GST in it (₹)" inputMode="decimal" {...field("gst_amount")} />
        <SelectField label="For departure" {...field("departure_id")}>
          <option value="">None (general)</option>
          {departures.map((d) => (
            <option key={d.id} value={d.id}>
              {formatTravelDate(d.date)}: {d.title}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className={buttonClass("primary", "md")}>
        Record bill
      </button>
    </Form>
  );
}

/** Recording money paid against one of the supplier's unpaid bills. */
export function SupplierPaymentForm({
  bills,
  answer,
}: {
  bills: BillJson[];
  answer: FormAnswer | undefined;
}) {
  const { mine, field } = useFields("payment", answer);
  const unpaid = bills.filter((bill) => bill.status !== "paid");
  if (unpaid.length === 0 && !mine) return <p className="text-sm text-slate-700">Every bill is paid.</p>;
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value="payment" />
      {mine && <Notice tone={mine.ok ? "success" : "error"}>{mine.message}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label="Bill" required {...field("bill_id")}>
          {unpaid.map((bill) => (
            <option key={bill.id} value={bill.id}>
              {bill.number}: {formatAmount(bill.balance)} due
            </option>
          ))}
        </SelectField>
        <TextField label="Amount paid (₹)" inputMode="decimal" required {...field("amount")} />
        <TextField label="Paid on" type="date" required max={todayInIndia()} {...field("paid_on")} />
        <SelectField label="Paid by" required {...field("method")}>
          {supplierPaymentMethods.map((method) => (
            <option key={method} value={method}>
              {supplierPaymentMethodLabels[method]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="UTR or reference"
          required
          hint="For UPI, the 12-digit UTR"
          {...field("reference")}
        />
      </div>
      <button type="submit" className={buttonClass("primary", "md")}>
        Record payment
      </button>
    </Form>
  );
}

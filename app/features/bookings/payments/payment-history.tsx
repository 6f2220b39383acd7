import { TableHead } from "~/components/ui/table-head";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { paymentKindLabels, paymentMethodLabels } from "../../../../domain/payment-values";
import type { PaymentJson } from "./payment-schema";

const td = "px-2 py-2.5 text-sm sm:px-3";

/** Every payment and refund of a booking, oldest first; refunds read as negative amounts. */
export function PaymentHistory({ payments }: { payments: PaymentJson[] }) {
  if (payments.length === 0) return <p className="text-sm text-slate-600">No payments recorded yet.</p>;
  return (
    <div className="rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Payments and refunds, oldest first</caption>
        <TableHead
          dense
          columns={[
            { label: "Date" },
            { label: "Type", from: "sm" },
            { label: "Method" },
            { label: "Reference", from: "sm" },
            { label: "Amount", align: "right" },
            { label: "Recorded", from: "md" },
          ]}
        />
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-t border-slate-200">
              <td className={td}>
                {formatTravelDate(payment.received_on)}
                <span className="block text-xs text-slate-600 sm:hidden">
                  {paymentKindLabels[payment.kind]}
                </span>
              </td>
              <td className={`${td} hidden sm:table-cell`}>{paymentKindLabels[payment.kind]}</td>
              <td className={td}>
                {paymentMethodLabels[payment.method]}
                <span className="block break-all text-xs text-slate-600 sm:hidden">{payment.reference}</span>
              </td>
              <td className={`${td} hidden break-all sm:table-cell`}>{payment.reference || "—"}</td>
              <td
                className={`${td} whitespace-nowrap text-right font-medium tabular-nums ${payment.kind === "refund" ? "text-red-800" : "text-slate-900"}`}
              >
                {payment.kind === "refund"
                  ? `−${formatRupees(payment.amount)}`
                  : formatRupees(payment.amount)}
              </td>
              <td className={`${td} hidden text-xs text-slate-600 md:table-cell`}>
                {formatIndiaDateTime(payment.created_at)} by {payment.recorded_by}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

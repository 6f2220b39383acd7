import { StatusBadge, type BadgeTone } from "~/components/ui/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { formatTravelDate } from "~/lib/dates";
import type { BillJson, LedgerJson } from "../bills/bill-schema";
import { formatAmount } from "./money";

const statusLook: Record<BillJson["status"], [BadgeTone, string]> = {
  open: ["yellow", "Open"],
  part_paid: ["blue", "Part-paid"],
  paid: ["green", "Paid"],
};

function BillStatus({ bill }: { bill: BillJson }) {
  const [tone, label] = bill.overdue
    ? (["red", `${statusLook[bill.status][1]}, overdue`] as const)
    : statusLook[bill.status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** A supplier's bills: amount, GST, due date, the departure, paid and balance. */
export function BillTable({ bills }: { bills: BillJson[] }) {
  if (bills.length === 0) return <p className="text-sm text-slate-700">No bills yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Scrollable table">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Bills</caption>
        <TableHead
          columns={[
            { label: "Bill" },
            { label: "Departure", from: "lg" },
            { label: "Due", from: "md" },
            { label: "Amount", align: "right" },
            { label: "Paid", from: "sm", align: "right" },
            { label: "Balance", align: "right" },
            { label: "Status", from: "sm" },
          ]}
        />
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                <span className="font-medium text-slate-900">{bill.number}</span>
                <span className="block text-xs text-slate-600">{formatTravelDate(bill.date)}</span>
                <span className="mt-1 block sm:hidden">
                  <BillStatus bill={bill} />
                </span>
              </td>
              <td className="hidden px-3 py-2 lg:table-cell">
                {bill.departure_date
                  ? `${formatTravelDate(bill.departure_date)}, ${bill.package_title ?? ""}`
                  : "–"}
              </td>
              <td className="hidden px-3 py-2 md:table-cell">{formatTravelDate(bill.due_date)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatAmount(bill.amount)}
                {bill.gst_amount > 0 && (
                  <span className="block text-xs text-slate-600">GST {formatAmount(bill.gst_amount)}</span>
                )}
              </td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                {formatAmount(bill.paid)}
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {formatAmount(bill.balance)}
              </td>
              <td className="hidden px-3 py-2 sm:table-cell">
                <BillStatus bill={bill} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ledger: every bill and payment by date, with what is owed after each. */
export function LedgerTable({ ledger }: { ledger: LedgerJson }) {
  if (ledger.entries.length === 0) return null;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Scrollable table">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Ledger</caption>
        <TableHead
          columns={[
            { label: "Date" },
            { label: "Entry" },
            { label: "Billed", align: "right" },
            { label: "Paid", align: "right" },
            { label: "Balance", align: "right" },
          ]}
          dense
        />
        <tbody>
          {ledger.entries.map((entry, i) => (
            <tr key={i} className="border-t border-slate-200">
              <td className="whitespace-nowrap px-2 py-2 sm:px-3">{formatTravelDate(entry.date)}</td>
              <td className="px-2 py-2 sm:px-3">
                {entry.kind === "bill" ? "Bill" : "Payment"} {entry.number}
              </td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">
                {entry.billed ? formatAmount(entry.billed) : ""}
              </td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">
                {entry.paid ? formatAmount(entry.paid) : ""}
              </td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums sm:px-3">
                {formatAmount(entry.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

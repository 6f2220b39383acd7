import { formatRupees } from "~/lib/money";

type PriceLineItem = { label: string; amount: number };

/** A discount reads "−₹4,000": a true minus sign, which screen readers say as "minus". */
export const formatLineAmount = (amount: number) =>
  amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount);

/**
 * How a booking's total was reached (issue 25): base × travellers, supplements, each discount by
 * name, as priced by the pricing engine and stored with the booking.
 */
export function PriceLines({ lines, total }: { lines: readonly PriceLineItem[]; total: number }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {lines.map((line, i) => (
        <div key={`${i}-${line.label}`} className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-700">{line.label}</dt>
          <dd
            className={`whitespace-nowrap text-right tabular-nums ${line.amount < 0 ? "text-green-800" : "text-slate-900"}`}
          >
            {formatLineAmount(line.amount)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-1.5 font-semibold">
        <dt className="text-slate-900">Total</dt>
        <dd className="text-right tabular-nums text-slate-900">{formatRupees(total)}</dd>
      </div>
    </dl>
  );
}

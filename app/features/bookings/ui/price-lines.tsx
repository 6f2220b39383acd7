import { formatRupees } from "~/lib/money";

type PriceLineItem = { label: string; amount: number };

/** A discount reads "−₹4,000": a true minus sign, which screen readers say as "minus". */
export const formatLineAmount = (amount: number) =>
  amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount);

/**
 * How a booking's total was reached (issue 25): base × travellers, supplements, each discount by
 * name, as priced by the pricing engine and stored with the booking. `large` sets the total in the
 * package card's size.
 */
export function PriceLines({
  lines,
  total,
  large = false,
  totalTestId,
}: {
  lines: readonly PriceLineItem[];
  total: number;
  large?: boolean;
  totalTestId?: string;
}) {
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
      <div className={`flex items-baseline justify-between gap-4 ${large ? "pt-3" : "py-1.5"} font-semibold`}>
        <dt className={large ? "text-base text-slate-700" : "text-slate-900"}>Total</dt>{" "}
        <dd
          data-testid={totalTestId}
          className={`whitespace-nowrap text-right tabular-nums text-slate-900 ${large ? "font-display text-2xl font-bold" : ""}`}
        >
          {formatRupees(total)}
        </dd>
      </div>
    </dl>
  );
}

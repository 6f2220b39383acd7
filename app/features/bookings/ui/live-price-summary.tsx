import type { LivePrice } from "./live-price";
import { PriceLines } from "./price-lines";

/**
 * The live breakdown of the package card and the booking modal: the lines, the total, what the
 * total includes and what is added to it (GST inside; TCS on an international package, shown up
 * front: issue 40), and what is still open (a promo code being checked or refused, offers waiting
 * for a travel date).
 */
export function LivePriceSummary({
  price,
  large = false,
  totalTestId,
  tcsNotice = null,
}: {
  price: LivePrice;
  large?: boolean;
  totalTestId?: string;
  /** an international package: "+ TCS 2 %, collected under Income-tax law, …" (tax-rule-schema.ts) */
  tcsNotice?: string | null;
}) {
  return (
    <div aria-live="polite" className="space-y-1">
      <PriceLines lines={price.lines} total={price.total} large={large} totalTestId={totalTestId} />
      {tcsNotice && <p className="text-sm font-medium text-slate-800">{tcsNotice}</p>}
      <p className="text-xs text-slate-600">Prices include GST.</p>
      {price.checking && <p className="text-xs text-slate-600">Checking the promo code…</p>}
      {price.promoProblem && (
        <p className="text-sm font-medium text-red-700">Promo code: {price.promoProblem}</p>
      )}
      {price.waitingForDate.length > 0 && (
        <p className="text-xs text-slate-600">
          With your travel date, these offers may apply too: {price.waitingForDate.join(", ")}.
        </p>
      )}
    </div>
  );
}

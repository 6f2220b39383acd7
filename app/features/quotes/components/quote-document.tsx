import { StatusBadge, type BadgeTone } from "~/components/ui/status-badge";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { quoteStatusLabels, type QuoteStatus } from "../../../../domain/quote-values";

/** What a quote shows, whoever reads it (the traveller's page, the admin's view of a sent version). */
type QuoteContent = {
  title: string;
  travel_date: string;
  number_of_travelers: number;
  itinerary: { day: number; title: string; description: string }[];
  inclusions: string[];
  exclusions: string[];
  price_lines: { label: string; amount: number }[];
  total: number;
  valid_until: string;
};

const statusTones: Record<QuoteStatus, BadgeTone> = {
  draft: "slate",
  sent: "blue",
  superseded: "slate",
  accepted: "green",
  changes_requested: "yellow",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <StatusBadge tone={statusTones[status]}>{quoteStatusLabels[status]}</StatusBadge>;
}

const amountOf = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount));

/** The quote's trip, days, inclusions, exclusions and price, in reading order (mobile first). */
export function QuoteDocument({ quote, headingLevel = 2 }: { quote: QuoteContent; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const section = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
  return (
    <div className="space-y-5">
      <section className={section} aria-label="The trip">
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Travel date</dt>
            <dd className="font-semibold text-slate-900">{formatTravelDate(quote.travel_date)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Travellers</dt>
            <dd className="font-semibold text-slate-900">{quote.number_of_travelers}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Valid until</dt>
            <dd className="font-semibold text-slate-900">{formatTravelDate(quote.valid_until)}</dd>
          </div>
        </dl>
      </section>
      {quote.itinerary.length > 0 && (
        <section className={section}>
          <Heading className="font-display text-xl font-bold text-slate-900">Itinerary</Heading>
          <ol className="mt-3 space-y-4">
            {quote.itinerary.map((day) => (
              <li key={day.day} className="border-l-4 border-brand-600 pl-3">
                <p className="font-semibold text-slate-900">
                  Day {day.day}: {day.title}
                </p>
                {day.description && <p className="mt-1 text-sm text-slate-700">{day.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {(quote.inclusions.length > 0 || quote.exclusions.length > 0) && (
        <section className={`${section} grid gap-5 sm:grid-cols-2`} aria-label="What is included">
          {[
            ["Included", quote.inclusions],
            ["Not included", quote.exclusions],
          ].map(([label, items]) =>
            items!.length === 0 ? null : (
              <div key={label as string}>
                <Heading className="font-display text-lg font-bold text-slate-900">{label}</Heading>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {(items as string[]).map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </section>
      )}
      <section className={section}>
        <Heading className="font-display text-xl font-bold text-slate-900">Price</Heading>
        <dl className="mt-3 divide-y divide-slate-200 text-sm">
          {quote.price_lines.map((line, i) => (
            <div key={i} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-700">{line.label}</dt>
              <dd className="whitespace-nowrap font-medium text-slate-900">{amountOf(line.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-3 text-base">
            <dt className="font-bold text-slate-900">Total</dt>
            <dd className="font-bold text-slate-900">{formatRupees(quote.total)}</dd>
          </div>
        </dl>
        <p className="mt-1 text-xs text-slate-600">Prices include GST.</p>
      </section>
    </div>
  );
}

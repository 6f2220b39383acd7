import { Tabs } from "~/components/ui/tabs";
import { truncate } from "~/lib/truncate";
import type { Tour } from "../tour-schema";
import { permitKindLabels } from "../../../../domain/traveller-values";

/** The route's permits for the overview (issue 27): by nationality, with the days they take. */
function permitLines(tour: Tour): [string, string][] {
  if (tour.permits_indian.length === 0 && tour.permits_foreign.length === 0) return [];
  const names = (kinds: Tour["permits_indian"]) =>
    kinds.length ? kinds.map((kind) => permitKindLabels[kind]).join(" or ") : "None needed";
  const lead = tour.permit_days > 0 ? ` (about ${tour.permit_days} days to obtain)` : "";
  return [
    ["Permits: Indian citizens", names(tour.permits_indian) + (tour.permits_indian.length ? lead : "")],
    ["Permits: foreign nationals", names(tour.permits_foreign) + (tour.permits_foreign.length ? lead : "")],
    ...(tour.permit_group_rule ? ([["Permit rules", tour.permit_group_rule]] as [string, string][]) : []),
  ];
}

/** What the package says about group size: the largest fixed departure's seats, or nothing. */
function groupSizeOf(departures: readonly { seats: number }[]): string | null {
  if (departures.length === 0) return null;
  const seats = Math.max(...departures.map((departure) => departure.seats));
  return `Up to ${seats} ${seats === 1 ? "traveller" : "travellers"} per departure`;
}

/** docs/product.md §9: itinerary day headings are cut at this many characters. */
const DAY_HEADING_LENGTH = 40;

function ItemList({ items, empty, mark }: { items: string[]; empty: string; mark: string }) {
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span aria-hidden="true" className="font-bold text-brand-700">
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The package page's tabs (docs/product.md §2): Overview, Itinerary, Inclusions/Exclusions, Things
 * To Pack.
 */
export function PackageTabs({
  tour,
  departures = [],
}: {
  tour: Tour;
  /** the departures shown on the page: their seats are the group size, when there are any */
  departures?: readonly { seats: number }[];
}) {
  const groupSize = groupSizeOf(departures);
  const details: [string, string][] = [
    ["Destination", tour.destination],
    ["Duration", tour.duration],
    ...(groupSize ? ([["Group Size", groupSize]] as [string, string][]) : []),
    ["Pickup & Drop", tour.pick_drop || "Shared after booking"],
    ["Category", tour.category === "domestic" ? "Domestic" : "International"],
    ...permitLines(tour),
  ];
  return (
    <Tabs
      label="Package information"
      items={[
        {
          id: "overview",
          label: "Overview",
          content: (
            <div className="space-y-6">
              <div>
                <h2 className="font-display text-xl font-bold text-slate-900">About this tour</h2>
                <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">{tour.description}</p>
              </div>
              <div>
                <h2 className="font-display text-xl font-bold text-slate-900">Tour Details</h2>
                <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                  {details.map(([term, value]) => (
                    <div key={term} className="rounded-xl bg-slate-50 p-4">
                      <dt className="text-sm text-slate-600">{term}</dt>
                      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          ),
        },
        {
          id: "itinerary",
          label: "Itinerary",
          content:
            tour.itenory.length === 0 ? (
              <p className="text-slate-600">The day-by-day plan will be shared when you enquire.</p>
            ) : (
              <ol className="space-y-3">
                {tour.itenory.map((day, i) => (
                  <li key={`${i}-${day}`}>
                    <details className="group rounded-xl ring-1 ring-slate-200 open:bg-slate-50">
                      <summary className="flex cursor-pointer list-none items-center gap-3 p-4 [&::-webkit-details-marker]:hidden">
                        <span className="shrink-0 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white">
                          Day {i + 1}
                        </span>
                        <span className="flex-1 font-medium text-slate-900">
                          {truncate(day, DAY_HEADING_LENGTH)}
                        </span>
                        <span
                          aria-hidden="true"
                          className="text-slate-600 transition-transform group-open:rotate-180"
                        >
                          ▾
                        </span>
                      </summary>
                      <p className="px-4 pb-4 leading-7 text-slate-700">{day}</p>
                    </details>
                  </li>
                ))}
              </ol>
            ),
        },
        {
          id: "inclusions",
          label: "Inclusions/Exclusions",
          content: (
            <div className="grid gap-8 md:grid-cols-2">
              <div>
                <h2 className="font-display text-xl font-bold text-slate-900">Inclusions</h2>
                <div className="mt-3">
                  <ItemList items={tour.inclusions} mark="✓" empty="No inclusions listed for this package." />
                </div>
              </div>
              <div>
                <h2 className="font-display text-xl font-bold text-slate-900">Exclusions</h2>
                <div className="mt-3">
                  <ItemList items={tour.exclusions} mark="✕" empty="No exclusions listed for this package." />
                </div>
              </div>
            </div>
          ),
        },
        {
          id: "pack",
          label: "Things To Pack",
          content: (
            <ItemList items={tour.think_to_pack} mark="•" empty="No packing list for this package yet." />
          ),
        },
      ]}
    />
  );
}

import { StatusBadge } from "~/components/ui/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { formatTravelDate } from "~/lib/dates";
import { costBasisLabels } from "../../../../domain/back-office-values";
import type { CostSheetJson } from "../costs/cost-sheet-schema";
import { formatAmount } from "./money";

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

const percent = (value: number | null) => (value === null ? "–" : `${value.toFixed(1)} %`);

/** The break-even in words: how many more travellers, or none, or never within the seats. */
export function breakEvenText(
  sheet: Pick<CostSheetJson, "break_even_travellers" | "seats_to_break_even">,
): string {
  if (sheet.break_even_travellers === null) return "Not reached even with every seat sold";
  if (sheet.seats_to_break_even === 0) return `Reached (at ${sheet.break_even_travellers} travellers)`;
  return `${sheet.seats_to_break_even} more ${sheet.seats_to_break_even === 1 ? "traveller" : "travellers"} (${sheet.break_even_travellers} in all)`;
}

/** A departure's money at a glance: the figures, the state, the go/no-go date and the other GST choice. */
export function CostSheetSummary({ sheet }: { sheet: CostSheetJson }) {
  const below = sheet.state === "below_break_even";
  const other = sheet.other_gst;
  return (
    <section
      aria-labelledby="money-heading"
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="money-heading" className="text-lg font-semibold text-slate-900">
          Margin and break-even
        </h2>
        <StatusBadge tone={below ? "red" : "green"}>
          {below ? "Below break-even" : "At or above break-even"}
        </StatusBadge>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Go/no-go by <strong>{formatTravelDate(sheet.go_no_go_date)}</strong> ({sheet.decision_lead_days} days
        before departure). Seats to break even: <strong>{breakEvenText(sheet)}</strong>.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label="Travellers"
          value={`${sheet.travellers} of ${sheet.seats}`}
          hint={`${sheet.rooms} rooms by sharing`}
        />
        <Figure
          label="Revenue net of GST"
          value={formatAmount(sheet.revenue_net)}
          hint={`GST ${sheet.gst_rate_percent} %`}
        />
        <Figure
          label="Planned costs"
          value={formatAmount(sheet.costs_total)}
          hint={`${formatAmount(sheet.costs_fixed)} fixed`}
        />
        <Figure label="Margin" value={formatAmount(sheet.margin)} hint={percent(sheet.margin_percent)} />
        <Figure
          label="Cost per traveller"
          value={sheet.cost_per_traveller === null ? "–" : formatAmount(sheet.cost_per_traveller)}
        />
        <Figure
          label="Billed costs"
          value={formatAmount(sheet.costs_billed)}
          hint="supplier bills of this departure"
        />
        <Figure
          label="Margin on bills"
          value={sheet.costs_billed > 0 ? formatAmount(sheet.margin_on_bills) : "–"}
          hint={sheet.costs_billed > 0 ? undefined : "no bills yet"}
        />
        <Figure
          label={`At GST ${other.gst_rate_percent} %`}
          value={formatAmount(other.margin)}
          hint={`${other.input_credit ? "with" : "without"} input credit, ${percent(other.margin_percent)}`}
        />
      </dl>
      {sheet.lines.length > 0 && (
        <div className="mt-6 overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Cost lines for the travellers booked</caption>
            <TableHead
              columns={[
                { label: "Cost" },
                { label: "Basis", from: "sm" },
                { label: "Unit", from: "md", align: "right" },
                { label: "Units", align: "right" },
                { label: "Total", align: "right" },
              ]}
            />
            <tbody>
              {sheet.lines.map((line, i) => (
                <tr key={i} className="border-t border-slate-200">
                  <td className="px-3 py-2">
                    <span className="font-medium text-slate-900">{line.label}</span>
                    {line.supplier_name && (
                      <span className="block text-xs text-slate-600">{line.supplier_name}</span>
                    )}
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">{costBasisLabels[line.basis]}</td>
                  <td className="hidden px-3 py-2 text-right tabular-nums md:table-cell">
                    {formatAmount(line.unit_cost)}
                    {line.gst_percent > 0 && (
                      <span className="block text-xs text-slate-600">+{line.gst_percent} % GST</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{line.units}</td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">
                    {formatAmount(line.cost)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

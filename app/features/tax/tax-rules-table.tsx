import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { taxRuleKindLabels } from "../../../domain/tax-values";
import type { TaxRuleJson } from "./tax-rule-schema";

const rateText = (rule: TaxRuleJson) =>
  rule.threshold === null
    ? `${rule.rate_percent}%`
    : `${rule.rate_percent}% up to ${formatRupees(rule.threshold)}, ${rule.rate_above_threshold_percent}% above`;

/**
 * The tax rules by date (issue 40, ADR 054), as the documents apply them: read here, added by the
 * owner through `POST /api/settings/tax-rules` when the law changes.
 */
export function TaxRulesTable({ rules }: { rules: readonly TaxRuleJson[] }) {
  return (
    <section
      aria-labelledby="tax-rules-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="tax-rules-heading" className="text-lg font-semibold text-slate-900">
        Tax rules by date
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each receipt applies the rule in force on the day the payment was received; an invoice adds up its
        receipts. A new rule starts on a future day (<code>POST /api/settings/tax-rules</code>).
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead className="text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Tax
              </th>
              <th scope="col" className="py-2 pr-4">
                Rate
              </th>
              <th scope="col" className="py-2 pr-4">
                Without PAN
              </th>
              <th scope="col" className="py-2 pr-4">
                In force
              </th>
              <th scope="col" className="py-2">
                Source
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rules.map((rule) => (
              <tr key={rule.id} className="align-top">
                <td className="py-2 pr-4 font-medium text-slate-900">{taxRuleKindLabels[rule.kind]}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{rateText(rule)}</td>
                <td className="py-2 pr-4">
                  {rule.rate_without_pan_percent === null ? "—" : `${rule.rate_without_pan_percent}%`}
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {formatTravelDate(rule.effective_from)} –{" "}
                  {rule.effective_to ? formatTravelDate(rule.effective_to) : "until changed"}
                </td>
                <td className="py-2 text-slate-600">{rule.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { buttonClass } from "~/components/ui/button";
import { TableHead } from "~/components/ui/table-head";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import type { PromoCodeJson, RuleJson } from "../pricing-schema";

const td = "px-3 py-3 align-top text-sm text-slate-800";

const discountText = (item: { percent_off: number | null; amount_off: number | null }) =>
  item.percent_off !== null ? `${item.percent_off}% off` : `${formatRupees(item.amount_off ?? 0)} off`;

/** "In force", "Ended", or "Starts …", on the booking day `today` (India time). */
function statusOf(item: { valid_from: string | null; valid_to: string | null }, today: string) {
  if (item.valid_to !== null && item.valid_to < today) return "Ended";
  if (item.valid_from !== null && item.valid_from > today)
    return `Starts ${formatTravelDate(item.valid_from)}`;
  return "In force";
}

function validityText(item: { valid_from: string | null; valid_to: string | null }) {
  if (item.valid_from && item.valid_to)
    return `${formatTravelDate(item.valid_from)} – ${formatTravelDate(item.valid_to)}`;
  if (item.valid_to) return `Until ${formatTravelDate(item.valid_to)}`;
  if (item.valid_from) return `From ${formatTravelDate(item.valid_from)}`;
  return "No end";
}

function scopeText(item: { package_ids: string[]; category?: string | null; subcategory?: string | null }) {
  if (item.package_ids.length > 0)
    return `${item.package_ids.length} package${item.package_ids.length === 1 ? "" : "s"}`;
  if (item.subcategory) return `${item.subcategory} packages`;
  if (item.category) return `${item.category} packages`;
  return "Every package";
}

function ruleCondition(rule: RuleJson) {
  if (rule.kind === "early_bird") return `Early bird: booked ${rule.min_days_before}+ days ahead`;
  if (rule.kind === "group") return `Group: ${rule.min_travellers}+ travellers`;
  if (rule.kind === "couple") return "Honeymoon: 2 adults sharing a double room";
  if (rule.kind === "senior") return "Senior citizens: on each traveller aged 60+";
  const window =
    rule.travel_from && rule.travel_to
      ? `${formatTravelDate(rule.travel_from)} – ${formatTravelDate(rule.travel_to)}`
      : "";
  return `Seasonal: travel ${window}`;
}

/** "2 used, 3 left" or "2 used, no limit". */
function usesText(code: PromoCodeJson) {
  if (code.max_uses === null) return `${code.uses} used, no limit`;
  return `${code.uses} used, ${Math.max(0, code.max_uses - code.uses)} left`;
}

function StatusBadge({ status }: { status: string }) {
  const look =
    status === "In force"
      ? "bg-green-100 text-green-900"
      : status === "Ended"
        ? "bg-slate-200 text-slate-800"
        : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{status}</span>
  );
}

function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${name}`}
        className={buttonClass("secondary", "sm")}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
        className={buttonClass("ghost", "sm")}
      >
        Delete
      </button>
    </div>
  );
}

/** The automatic discounts: terms, validity and whether each is in force today. */
export function RuleTable({
  rules,
  today,
  onEdit,
  onDelete,
}: {
  rules: RuleJson[];
  today: string;
  onEdit: (rule: RuleJson) => void;
  onDelete: (rule: RuleJson) => void;
}) {
  if (rules.length === 0) {
    return (
      <p className="mt-4 rounded-lg bg-white px-4 py-6 text-center text-slate-700 ring-1 ring-slate-200">
        No automatic offers yet: the offers page shows that none is running.
      </p>
    );
  }
  return (
    <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Automatic offers</caption>
        <TableHead
          columns={[
            { label: "Offer" },
            { label: "Discount" },
            { label: "Applies to", from: "md" },
            { label: "Valid", from: "sm" },
            { label: "Actions" },
          ]}
        />
        <tbody>
          {rules.map((rule) => {
            const status = statusOf(rule, today);
            return (
              <tr key={rule.id} className="border-t border-slate-200">
                <td className={td}>
                  <span className="block font-semibold text-slate-900">{rule.name}</span>
                  <span className="block text-xs text-slate-700">{ruleCondition(rule)}</span>
                  <span className="mt-1 block sm:hidden">
                    <StatusBadge status={status} />
                  </span>
                </td>
                <td className={`${td} whitespace-nowrap`}>{discountText(rule)}</td>
                <td className={`${td} hidden md:table-cell`}>{scopeText(rule)}</td>
                <td className={`${td} hidden sm:table-cell`}>
                  <span className="block">{validityText(rule)}</span>
                  <StatusBadge status={status} />
                </td>
                <td className={td}>
                  <RowActions name={rule.name} onEdit={() => onEdit(rule)} onDelete={() => onDelete(rule)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One page of promo codes: discount, limits and the uses left. */
export function CodeTable({
  codes,
  today,
  onEdit,
  onDelete,
}: {
  codes: PromoCodeJson[];
  today: string;
  onEdit: (code: PromoCodeJson) => void;
  onDelete: (code: PromoCodeJson) => void;
}) {
  if (codes.length === 0) {
    return (
      <p className="mt-4 rounded-lg bg-white px-4 py-6 text-center text-slate-700 ring-1 ring-slate-200">
        No promo codes yet.
      </p>
    );
  }
  return (
    <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Promo codes</caption>
        <TableHead
          columns={[
            { label: "Code" },
            { label: "Discount" },
            { label: "Uses" },
            { label: "Applies to", from: "md" },
            { label: "Valid", from: "sm" },
            { label: "Actions" },
          ]}
        />
        <tbody>
          {codes.map((code) => {
            const status = statusOf(code, today);
            const limits = [
              code.max_uses_per_email !== null ? `${code.max_uses_per_email} per email` : null,
              code.min_travellers !== null ? `${code.min_travellers}+ travellers` : null,
              code.min_order_value !== null ? `from ${formatRupees(code.min_order_value)}` : null,
            ].filter(Boolean);
            return (
              <tr key={code.id} className="border-t border-slate-200">
                <td className={td}>
                  <span className="block font-mono font-semibold text-slate-900">{code.code}</span>
                  {limits.length > 0 && (
                    <span className="block text-xs text-slate-700">{limits.join(" · ")}</span>
                  )}
                  <span className="mt-1 block sm:hidden">
                    <StatusBadge status={status} />
                  </span>
                </td>
                <td className={`${td} whitespace-nowrap`}>{discountText(code)}</td>
                <td className={td}>{usesText(code)}</td>
                <td className={`${td} hidden md:table-cell`}>{scopeText(code)}</td>
                <td className={`${td} hidden sm:table-cell`}>
                  <span className="block">{validityText(code)}</span>
                  <StatusBadge status={status} />
                </td>
                <td className={td}>
                  <RowActions
                    name={`promo code ${code.code}`}
                    onEdit={() => onEdit(code)}
                    onDelete={() => onDelete(code)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

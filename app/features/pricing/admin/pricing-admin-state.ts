/** What the admin's Pricing screen and its action exchange. Safe for the browser. */
import type { PricingRuleKind } from "../../../../domain/pricing-values";

/** Each form of the screen posts one of these as `intent`. */
export const pricingIntents = [
  "rule-create",
  "rule-update",
  "rule-delete",
  "code-create",
  "code-update",
  "code-delete",
  "settings",
] as const;
export type PricingIntent = (typeof pricingIntents)[number];

export type PricingActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string> };

/** The fields of each form, as the API names them. */
export const ruleFormFields = [
  "name",
  "kind",
  "percent_off",
  "amount_off",
  "min_days_before",
  "min_travellers",
  "travel_from",
  "travel_to",
  "valid_from",
  "valid_to",
  "category",
  "subcategory",
] as const;

export const codeFormFields = [
  "code",
  "percent_off",
  "amount_off",
  "valid_from",
  "valid_to",
  "max_uses",
  "max_uses_per_email",
  "min_travellers",
  "min_order_value",
] as const;

/** How the forms name each kind of offer. */
export const ruleKindLabels = {
  early_bird: "Early bird",
  group: "Group",
  seasonal: "Seasonal",
  couple: "Honeymoon (2 adults, double room)",
  senior: "Senior citizens (each traveller 60+)",
} as const satisfies Record<PricingRuleKind, string>;

/** The forms' labels of the API's field names, as the schema's messages name them. */
const fieldLabels: Record<string, string> = {
  percent_off: "Percent off",
  amount_off: "Amount off",
  valid_from: "Valid from",
  valid_to: "Valid until",
  package_ids: "Packages",
  min_days_before: "Days before travel",
  min_travellers: "Travellers at least",
  travel_from: "Travel from",
  travel_to: "Travel until",
  max_uses: "Uses in all",
  max_uses_per_email: "Uses per email",
  min_order_value: "Order value at least",
  stack_cap_percent: "Cap",
};

/**
 * A message of the shared schema (written for API clients, who send `percent_off`) in the
 * dialog's words: each field by the label the admin sees, in quotes, and a kind by its name.
 * "Give either percent_off or amount_off, not both" → "Give either “Percent off” or “Amount off”, not both".
 */
export function inFormWords(message: string): string {
  return message.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (code) => {
    if (code in fieldLabels) return `“${fieldLabels[code]}”`;
    return code in ruleKindLabels ? ruleKindLabels[code as PricingRuleKind] : code;
  });
}

/** What the admin's Pricing screen and its action exchange. Safe for the browser. */

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

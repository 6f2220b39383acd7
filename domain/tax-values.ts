/**
 * The kinds of tax rule (issue 40, ADR 054), defined once: the table (db/schema/tax-rules.ts) and
 * the zod schemas import them. No imports, so drizzle-kit can load it.
 */
export const taxRuleKinds = ["gst_tour_package", "tcs_overseas_package"] as const;
export type TaxRuleKind = (typeof taxRuleKinds)[number];

export const taxRuleKindLabels: Record<TaxRuleKind, string> = {
  gst_tour_package: "GST on tour packages",
  tcs_overseas_package: "TCS on overseas tour packages",
};

/** Image types a signature may be uploaded as, told by their first bytes. */
export const signatureImageTypes = ["image/png", "image/jpeg"] as const;
export type SignatureImageType = (typeof signatureImageTypes)[number];

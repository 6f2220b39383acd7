import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import {
  taxRuleInputSchema,
  taxRuleJsonSchema,
  taxRuleMessages,
  tcsRegisterQuerySchema,
  tcsRegisterSchema,
} from "./tax-rule-schema";

const call = apiCalls("Settings");

export const taxOperations = [
  call("GET /api/settings/tax-rules", "listTaxRules", {
    summary: "The tax rules by date",
    description:
      "Every rule the documents apply, by kind and oldest first: GST on tour packages and TCS on overseas tour " +
      "packages, each with its rate, threshold (if any), rate without PAN, the days it is in force, what the " +
      "documents print and its source. A document applies the rule in force on the day the law names (for TCS, " +
      "the day the payment was received), however late it is issued.",
    admin: true,
    answers: { 200: ["The rules", z.array(taxRuleJsonSchema)] },
  }),
  call("POST /api/settings/tax-rules", "addTaxRule", {
    summary: "Add a tax rule from a future day",
    description:
      "When the law changes: `{ kind, rate_percent, threshold?, rate_above_threshold_percent?, " +
      "rate_without_pan_percent?, effective_from, legal_reference, source }`. `effective_from` must be after " +
      "today (India); the rule in force then ends the day before. Rules in force are never changed. Audit-logged.",
    admin: true,
    body: taxRuleInputSchema,
    answers: {
      201: ["The rule added", taxRuleJsonSchema],
      400: "A field was refused",
      409: taxRuleMessages.sameDay,
    },
  }),
  call("GET /api/reports/tcs", "getTcsRegister", {
    summary: "The TCS register of a quarter",
    description:
      "One row per TCS collection in a financial-year quarter (as Form 27EQ counts them: Q1 April–June … " +
      "Q4 January–March), by the day the payment was received: buyer, PAN, amount received, TCS collected, " +
      "rate and the receipt voucher's number. A refund or cancellation does not reverse TCS collected.",
    admin: true,
    query: tcsRegisterQuerySchema,
    answers: { 200: ["The register", tcsRegisterSchema], 400: taxRuleMessages.quarter },
  }),
  call("GET /api/reports/tcs.csv", "downloadTcsRegister", {
    summary: "The TCS register of a quarter as CSV",
    description:
      "The same rows as a CSV file (UTF-8 with a BOM, amounts in rupees), for the quarterly return.",
    admin: true,
    query: tcsRegisterQuerySchema,
    answers: { 200: "The register (text/csv)", 400: taxRuleMessages.quarter },
  }),
];

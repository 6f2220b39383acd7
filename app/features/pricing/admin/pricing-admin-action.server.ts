import { data } from "react-router";
import type { Db } from "../../../../db/client";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import {
  codeFormFields,
  inFormWords,
  pricingIntents,
  ruleFormFields,
  type PricingActionResult,
  type PricingIntent,
} from "./pricing-admin-state";
import {
  pricingMessages,
  pricingSettingsSchema,
  promoCodeInputSchema,
  promoCodeUpdateSchema,
  ruleInputSchema,
  ruleUpdateSchema,
} from "../pricing-schema";
import {
  createPromoCode,
  createRule,
  deletePromoCode,
  deleteRule,
  setPricingSettings,
  updatePromoCode,
  updateRule,
} from "../pricing-service.server";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** A form's values as the API's JSON would carry them; the packages chosen always as a list. */
function valuesOf(form: FormData, fields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = Object.fromEntries(fields.map((name) => [name, text(form, name)]));
  values.package_ids = form.getAll("package_ids").filter((id): id is string => typeof id === "string");
  return values;
}

const ok = (intent: string, message: string): PricingActionResult => ({ ok: true, intent, message });

/** A refusal in the forms' words: the schema's messages name the API's fields (`percent_off`). */
function refuse(intent: string, status: number, message: string, errors: Record<string, string> = {}) {
  const worded = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, inFormWords(text)]),
  );
  return data<PricingActionResult>(
    { ok: false, intent, message: inFormWords(message), errors: worded },
    { status },
  );
}

/**
 * The Pricing screen's forms: add, edit and delete rules and promo codes, and the combination
 * setting, through the same schemas and services as `/api/pricing/…` (so the same checks and audit
 * entries). The caller checked the admin.
 */
export async function submitPricingAdminForm(db: Db, form: FormData) {
  const intent = text(form, "intent") as PricingIntent | undefined;
  if (!intent || !pricingIntents.includes(intent)) return refuse("", 400, "Unknown action");
  const id = text(form, "id") ?? "";
  const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) =>
    refuse(intent, 400, CHECK_FIELDS_MESSAGE, fieldErrorsOf(error));
  try {
    switch (intent) {
      case "rule-create": {
        const input = ruleInputSchema.safeParse(valuesOf(form, ruleFormFields));
        if (!input.success) return invalid(input.error);
        const rule = await createRule(db, input.data);
        return ok(intent, `Offer “${rule.name}” added.`);
      }
      case "rule-update": {
        const update = ruleUpdateSchema.safeParse(valuesOf(form, ruleFormFields));
        if (!update.success) return invalid(update.error);
        const rule = await updateRule(db, id, update.data);
        return ok(intent, `Offer “${rule.name}” saved.`);
      }
      case "rule-delete":
        await deleteRule(db, id);
        return ok(intent, `${pricingMessages.ruleDeleted}.`);
      case "code-create": {
        const input = promoCodeInputSchema.safeParse(valuesOf(form, codeFormFields));
        if (!input.success) return invalid(input.error);
        const code = await createPromoCode(db, input.data);
        return ok(intent, `Promo code ${code.code} added.`);
      }
      case "code-update": {
        const update = promoCodeUpdateSchema.safeParse(valuesOf(form, codeFormFields));
        if (!update.success) return invalid(update.error);
        const code = await updatePromoCode(db, id, update.data);
        return ok(intent, `Promo code ${code.code} saved.`);
      }
      case "code-delete":
        await deletePromoCode(db, id);
        return ok(intent, `${pricingMessages.codeDeleted}.`);
      case "settings": {
        const settings = pricingSettingsSchema.safeParse({
          combination: text(form, "combination"),
          stack_cap_percent: text(form, "stack_cap_percent"),
        });
        if (!settings.success) return invalid(settings.error);
        await setPricingSettings(db, settings.data);
        return ok(intent, "How offers combine is saved: it applies to bookings made from now on.");
      }
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(intent, error.status, error.message, error.errors);
  }
}

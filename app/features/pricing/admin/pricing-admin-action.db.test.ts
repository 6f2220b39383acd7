import { describe, expect, it } from "vitest";
import { auditLog } from "../../../../db/schema/index";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { pricingMessages } from "../pricing-schema";
import { getPricingSettings, listPromoCodes, listRules } from "../pricing-service.server";
import { submitPricingAdminForm } from "./pricing-admin-action.server";
import type { PricingActionResult } from "./pricing-admin-state";

const database = useTestDatabase();

function form(values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}

/** What the action answered, and with which status. */
async function submit(values: Record<string, string | string[]>) {
  const answer = (await submitPricingAdminForm(database.db, form(values))) as
    PricingActionResult | { data: PricingActionResult; init: { status?: number } | null };
  return "data" in answer
    ? { result: answer.data, status: answer.init?.status ?? 200 }
    : { result: answer, status: 200 };
}

/** Every field of the rule form as the browser sends it: blank boxes as empty texts. */
const ruleForm = (values: Record<string, string | string[]>) => ({
  name: "",
  kind: "early_bird",
  percent_off: "",
  amount_off: "",
  min_days_before: "",
  min_travellers: "",
  travel_from: "",
  travel_to: "",
  valid_from: "",
  valid_to: "",
  category: "",
  subcategory: "",
  ...values,
});

describe("the Pricing screen's forms", () => {
  it("refuse with the API's message per field in the form's words, then add, change and delete an offer", async () => {
    const refused = await submit(ruleForm({ intent: "rule-create", kind: "group", percent_off: "10" }));
    expect(refused.status).toBe(400);
    expect(refused.result).toMatchObject({
      ok: false,
      errors: {
        name: "Please give the offer a name",
        min_travellers: "A group offer needs “Travellers at least”",
      },
    });

    const tour = await createTourRow(database.db);
    const added = await submit(
      ruleForm({
        intent: "rule-create",
        name: "Family of five",
        kind: "group",
        amount_off: "2000",
        min_travellers: "5",
        package_ids: [tour.id],
      }),
    );
    expect(added.result).toEqual({
      ok: true,
      intent: "rule-create",
      message: "Offer “Family of five” added.",
    });
    const [rule] = await listRules(database.db);
    expect(rule).toMatchObject({ name: "Family of five", amount_off: 2000, package_ids: [tour.id] });

    // the edit form sends every field: no package chosen now means every package
    const changed = await submit(
      ruleForm({
        intent: "rule-update",
        id: rule!.id,
        name: "Family of five",
        kind: "group",
        amount_off: "2500",
        min_travellers: "5",
      }),
    );
    expect(changed.result.ok).toBe(true);
    expect((await listRules(database.db))[0]).toMatchObject({ amount_off: 2500, package_ids: [] });
    const inconsistent = await submit(
      ruleForm({
        intent: "rule-update",
        id: rule!.id,
        name: "Family of five",
        kind: "group",
        amount_off: "2500",
      }),
    );
    expect(inconsistent.result).toMatchObject({
      ok: false,
      errors: { min_travellers: "A group offer needs “Travellers at least”" },
    });

    expect((await submit({ intent: "rule-delete", id: rule!.id })).result.ok).toBe(true);
    expect((await submit({ intent: "rule-delete", id: rule!.id })).status).toBe(404);

    const actions = (await database.db.select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(["pricing_rule.created", "pricing_rule.updated", "pricing_rule.deleted"]),
    );
  });

  it("add and change promo codes, refuse a duplicate on its field, and save the combination", async () => {
    const codeForm = {
      intent: "code-create",
      code: "diwali10",
      percent_off: "10",
      amount_off: "",
      valid_from: "",
      valid_to: "",
      max_uses: "3",
      max_uses_per_email: "",
      min_travellers: "",
      min_order_value: "",
    };
    expect((await submit(codeForm)).result.ok).toBe(true);
    const duplicate = await submit({ ...codeForm, code: "DIWALI10" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.result).toMatchObject({ errors: { code: pricingMessages.duplicateCode } });
    // the dialog names its fields as the admin sees them, never the API's percent_off
    const both = await submit({
      ...codeForm,
      code: "BOTH10",
      amount_off: "500",
      valid_from: "2030-02-01",
      valid_to: "2030-01-01",
    });
    expect(both.status).toBe(400);
    expect(both.result).toMatchObject({
      errors: {
        amount_off: "Give either “Percent off” or “Amount off”, not both",
        valid_to: "“Valid until” cannot be before “Valid from”",
      },
    });
    const neither = await submit({ ...codeForm, code: "NONE10", percent_off: "", max_uses: "0" });
    expect(neither.result).toMatchObject({
      errors: {
        percent_off: "Give “Percent off” or “Amount off”",
        max_uses: "“Uses in all” must be a whole number from 1",
      },
    });
    const [code] = (await listPromoCodes(database.db, { limit: 10 })).items;
    const changed = await submit({ ...codeForm, intent: "code-update", id: code!.id, max_uses: "5" });
    expect(changed.result).toEqual({
      ok: true,
      intent: "code-update",
      message: "Promo code DIWALI10 saved.",
    });

    const badCap = await submit({ intent: "settings", combination: "stack", stack_cap_percent: "120" });
    expect(badCap.result).toMatchObject({
      errors: { stack_cap_percent: "“Cap” must be from 0 to 100" },
    });
    expect(
      (await submit({ intent: "settings", combination: "stack", stack_cap_percent: "25" })).result.ok,
    ).toBe(true);
    expect(await getPricingSettings(database.db)).toEqual({ combination: "stack", stack_cap_percent: 25 });
    expect((await submit({ intent: "nonsense" })).status).toBe(400);
  });
});

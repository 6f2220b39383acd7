import { and, asc, desc, eq, gt, isNull, lte, or, gte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { taxRules, type TaxRuleRow } from "../../../db/schema/index";
import type { TaxRuleKind } from "../../../domain/tax-values";
import { currentActor, recordAudit } from "~/features/audit/audit-service.server";
import { addDays, todayInIndia } from "~/lib/dates";
import { DomainError, fieldError } from "~/lib/domain-error";
import { taxRuleMessages, type TaxRule, type TaxRuleInput, type TaxRuleJson } from "./tax-rule-schema";

function toTaxRuleJson(row: TaxRuleRow): TaxRuleJson {
  return {
    id: row.id,
    kind: row.kind,
    rate_percent: row.ratePercent,
    threshold: row.threshold,
    rate_above_threshold_percent: row.rateAboveThresholdPercent,
    rate_without_pan_percent: row.rateWithoutPanPercent,
    effective_from: row.effectiveFrom,
    effective_to: row.effectiveTo,
    legal_reference: row.legalReference,
    source: row.source,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every rule, by kind and then oldest first (a short list: a row per change of the law). */
export async function listTaxRules(db: Db): Promise<TaxRuleJson[]> {
  const rows = await db.select().from(taxRules).orderBy(asc(taxRules.kind), asc(taxRules.effectiveFrom));
  return rows.map(toTaxRuleJson);
}

/** The rule of `kind` in force on `day` (YYYY-MM-DD); null when none was. */
export async function ruleInForce(db: Db, kind: TaxRuleKind, day: string): Promise<TaxRule | null> {
  const [row] = await db
    .select()
    .from(taxRules)
    .where(
      and(
        eq(taxRules.kind, kind),
        lte(taxRules.effectiveFrom, day),
        or(isNull(taxRules.effectiveTo), gte(taxRules.effectiveTo, day)),
      ),
    )
    .orderBy(desc(taxRules.effectiveFrom))
    .limit(1);
  return row ? toTaxRuleJson(row) : null;
}

/** The GST rule on tour packages in force on `day`: a document cannot be issued without one. */
export async function gstRuleOn(db: Db, day: string): Promise<TaxRule> {
  const rule = await ruleInForce(db, "gst_tour_package", day);
  if (!rule) throw new Error(`no GST rule on tour packages is in force on ${day}`);
  return rule;
}

/**
 * Adds a rule from a future day (the owner, when the law changes). The table is locked meanwhile,
 * so two additions cannot both close the same rule: the rule in force on that day then ends the
 * day before, and a rule already added for a later day ends the new one. Audit-logged.
 */
export async function addTaxRule(db: Db, input: TaxRuleInput, today = todayInIndia()): Promise<TaxRuleJson> {
  if (input.effective_from <= today) {
    throw fieldError("invalid", "effective_from", taxRuleMessages.effectiveFrom);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${taxRules} IN SHARE ROW EXCLUSIVE MODE`);
    const sameKind = eq(taxRules.kind, input.kind);
    const [clash] = await tx
      .select({ id: taxRules.id })
      .from(taxRules)
      .where(and(sameKind, eq(taxRules.effectiveFrom, input.effective_from)));
    if (clash) throw new DomainError("conflict", taxRuleMessages.sameDay);
    const [later] = await tx
      .select({ from: taxRules.effectiveFrom })
      .from(taxRules)
      .where(and(sameKind, gt(taxRules.effectiveFrom, input.effective_from)))
      .orderBy(asc(taxRules.effectiveFrom))
      .limit(1);
    const dayBefore = addDays(input.effective_from, -1);
    await tx
      .update(taxRules)
      .set({ effectiveTo: dayBefore })
      .where(
        and(
          sameKind,
          lte(taxRules.effectiveFrom, dayBefore),
          or(isNull(taxRules.effectiveTo), gte(taxRules.effectiveTo, input.effective_from)),
        ),
      );
    const [row] = await tx
      .insert(taxRules)
      .values({
        kind: input.kind,
        ratePercent: input.rate_percent,
        threshold: input.threshold,
        rateAboveThresholdPercent: input.rate_above_threshold_percent,
        rateWithoutPanPercent: input.rate_without_pan_percent,
        effectiveFrom: input.effective_from,
        effectiveTo: later ? addDays(later.from, -1) : null,
        legalReference: input.legal_reference,
        source: input.source,
        createdBy: currentActor().loginId,
      })
      .returning();
    if (!row) throw new Error("tax rule insert returned nothing");
    const rule = toTaxRuleJson(row);
    await recordAudit(tx, {
      action: "tax_rule.added",
      targetType: "tax_rule",
      targetId: row.id,
      after: rule,
    });
    return rule;
  });
}

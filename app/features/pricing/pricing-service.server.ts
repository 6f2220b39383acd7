/**
 * Pricing rules, promo codes and the combination setting (issue 25; ADR 031): the admin's
 * writes and the reads the booking and the offers page price with.
 */
import { and, asc, desc, eq, getTableColumns, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  appSettings,
  pricingRules,
  promoCodes,
  type PricingRuleRow,
  type PromoCodeRow,
} from "../../../db/schema/index";
import { changedFields, recordAudit } from "~/features/audit/audit-service.server";
import { DomainError, fieldError, invalidFields } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { todayInIndia } from "~/lib/dates";
import { pageOf, type Page, type PageRequest } from "~/lib/keyset-page";
import { afterCursor, keyOf, keysetOrder, type Keyset } from "~/lib/keyset-page.server";
import { destinations } from "~/features/tours/destinations";
import { offerCardsOf, type OfferCard } from "./offer-cards";
import {
  appliesToPackage,
  defaultCombination,
  type Combination,
  type PricingInForce,
  type PricingRule,
  type PromoCode,
} from "./price-booking";
import {
  codeProblems,
  pricingMessages,
  ruleProblems,
  type PricingSettings,
  type PromoCodeInput,
  type PromoCodeJson,
  type PromoCodeUpdate,
  type RuleInput,
  type RuleJson,
  type RuleUpdate,
} from "./pricing-schema";

/** At most this many rules in the admin's list: an agency runs a handful at a time (codes are paged). */
const LIST_LIMIT = 200;
const SETTING = "pricing-combination";

function toRuleJson(row: PricingRuleRow): RuleJson {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    percent_off: row.percentOff,
    amount_off: row.amountOff,
    min_days_before: row.minDaysBefore,
    min_travellers: row.minTravellers,
    travel_from: row.travelFrom,
    travel_to: row.travelTo,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    package_ids: row.packageIds,
    category: (row.category as RuleJson["category"]) ?? null,
    subcategory: row.subcategory,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPromoCodeJson(row: PromoCodeRow, uses: number): PromoCodeJson {
  return {
    id: row.id,
    code: row.code,
    percent_off: row.percentOff,
    amount_off: row.amountOff,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    max_uses: row.maxUses,
    max_uses_per_email: row.maxUsesPerEmail,
    min_travellers: row.minTravellers,
    min_order_value: row.minOrderValue,
    package_ids: row.packageIds,
    uses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The engine's view of a rule row. */
function pricingRuleOf(row: PricingRuleRow): PricingRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    minDaysBefore: row.minDaysBefore,
    minTravellers: row.minTravellers,
    travelFrom: row.travelFrom,
    travelTo: row.travelTo,
    validFrom: row.validFrom,
    validTo: row.validTo,
    packageIds: row.packageIds,
    category: row.category,
    subcategory: row.subcategory,
  };
}

export function promoCodeOf(row: PromoCodeRow): PromoCode {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    packageIds: row.packageIds,
    minTravellers: row.minTravellers,
    minOrderValue: row.minOrderValue,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

const ruleValues = (input: RuleInput) => ({
  name: input.name,
  kind: input.kind,
  percentOff: input.percent_off ?? null,
  amountOff: input.amount_off ?? null,
  minDaysBefore: input.min_days_before ?? null,
  minTravellers: input.min_travellers ?? null,
  travelFrom: input.travel_from ?? null,
  travelTo: input.travel_to ?? null,
  validFrom: input.valid_from ?? null,
  validTo: input.valid_to ?? null,
  packageIds: input.package_ids ?? [],
  category: input.category ?? null,
  subcategory: input.subcategory ?? null,
});

const codeValues = (input: PromoCodeInput) => ({
  code: input.code,
  percentOff: input.percent_off ?? null,
  amountOff: input.amount_off ?? null,
  validFrom: input.valid_from ?? null,
  validTo: input.valid_to ?? null,
  maxUses: input.max_uses ?? null,
  maxUsesPerEmail: input.max_uses_per_email ?? null,
  minTravellers: input.min_travellers ?? null,
  minOrderValue: input.min_order_value ?? null,
  packageIds: input.package_ids ?? [],
});

/** A PATCH keeps what it does not name; the merged whole must still make sense. */
function merged<T extends object>(
  current: T,
  update: Partial<T>,
  problemsOf: (value: T) => Record<string, string>,
): T {
  const next = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(update)) if (value !== undefined) next[key] = value;
  const problems = problemsOf(next as T);
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return next as T;
}

// ---- rules

export async function createRule(db: Db, input: RuleInput): Promise<RuleJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pricingRules).values(ruleValues(input)).returning();
    const rule = toRuleJson(row!);
    await recordAudit(tx, {
      action: "pricing_rule.created",
      targetType: "pricing_rule",
      targetId: rule.id,
      after: rule,
    });
    return rule;
  });
}

export async function listRules(db: Db): Promise<RuleJson[]> {
  const rows = await db
    .select()
    .from(pricingRules)
    .orderBy(desc(pricingRules.createdAt), desc(pricingRules.id))
    .limit(LIST_LIMIT);
  return rows.map(toRuleJson);
}

export async function getRule(db: Db, id: string): Promise<RuleJson | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(pricingRules).where(eq(pricingRules.id, id)).limit(1);
  return row ? toRuleJson(row) : null;
}

export async function updateRule(db: Db, id: string, update: RuleUpdate): Promise<RuleJson> {
  const current = await getRule(db, id);
  if (!current) throw new DomainError("not-found", pricingMessages.ruleNotFound);
  const next = merged<RuleInput>(current as RuleInput, update, ruleProblems);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pricingRules)
      .set({ ...ruleValues(next), updatedAt: new Date() })
      .where(eq(pricingRules.id, id))
      .returning();
    if (!row) throw new DomainError("not-found", pricingMessages.ruleNotFound);
    const rule = toRuleJson(row);
    const { before, after } = changedFields(current, rule);
    if (after)
      await recordAudit(tx, {
        action: "pricing_rule.updated",
        targetType: "pricing_rule",
        targetId: id,
        before,
        after,
      });
    return rule;
  });
}

export async function deleteRule(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError("not-found", pricingMessages.ruleNotFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(pricingRules).where(eq(pricingRules.id, id)).returning();
    if (!deleted) throw new DomainError("not-found", pricingMessages.ruleNotFound);
    await recordAudit(tx, {
      action: "pricing_rule.deleted",
      targetType: "pricing_rule",
      targetId: id,
      before: toRuleJson(deleted),
    });
  });
}

/**
 * The rules in force on a day (India time), oldest first, so that "best one applies" keeps the
 * older of two equal offers. Rules not yet started are left out too.
 */
export async function rulesInForce(db: Db, day: string): Promise<PricingRule[]> {
  const rows = await db
    .select()
    .from(pricingRules)
    .where(
      and(
        or(isNull(pricingRules.validFrom), lte(pricingRules.validFrom, day)),
        or(isNull(pricingRules.validTo), gte(pricingRules.validTo, day)),
      ),
    )
    .orderBy(asc(pricingRules.createdAt), asc(pricingRules.id));
  return rows.map(pricingRuleOf);
}

/** The offers page's cards: one per rule in force today (India time), by destination name. */
export async function listOfferCards(db: Db, today = todayInIndia()): Promise<OfferCard[]> {
  const names = new Map<string, string>(destinations.map((d) => [d.subcategory, d.name]));
  return offerCardsOf(await rulesInForce(db, today), today, (key) => names.get(key) ?? key);
}

/** The cards of the rules in force that may apply to one package (its structured data's offers). */
export async function listOfferCardsOfPackage(
  db: Db,
  tour: { id: string; category: string; subcategory: string },
  today = todayInIndia(),
): Promise<OfferCard[]> {
  const rules = (await rulesInForce(db, today)).filter((rule) => appliesToPackage(rule, tour));
  return offerCardsOf(rules, today);
}

/**
 * What a package page hands its booking forms: the rules in force today that may apply to the
 * package and the combination setting, so that the forms total a booking with `priceBooking` as
 * the server will (ADR 031). Promo codes stay on the server (`POST /api/pricing/quote`).
 */
export async function pricingInForceFor(
  db: Db,
  tour: { id: string; category: string; subcategory: string },
  today = todayInIndia(),
): Promise<PricingInForce> {
  const [rules, settings] = await Promise.all([rulesInForce(db, today), getPricingSettings(db)]);
  return {
    today,
    rules: rules.filter((rule) => appliesToPackage(rule, tour)),
    combination: combinationOf(settings),
  };
}

// ---- promo codes

// named in full: drizzle leaves columns unqualified in a one-table select, and "id" would be the redemption's
const usesOf = sql<number>`(select count(*)::int from "promo_redemptions" r where r."promo_code_id" = "promo_codes"."id")`;

async function codeRow(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...getTableColumns(promoCodes), uses: usesOf })
    .from(promoCodes)
    .where(eq(promoCodes.id, id))
    .limit(1);
  return row ?? null;
}

export async function createPromoCode(db: Db, input: PromoCodeInput): Promise<PromoCodeJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promoCodes).values(codeValues(input)).onConflictDoNothing().returning();
    if (!row) throw fieldError("conflict", "code", pricingMessages.duplicateCode);
    const code = toPromoCodeJson(row, 0);
    await recordAudit(tx, {
      action: "promo_code.created",
      targetType: "promo_code",
      targetId: code.id,
      after: code,
    });
    return code;
  });
}

const codeKeyset: Keyset = { at: promoCodes.createdAt, id: promoCodes.id };

/** One page of promo codes, newest first, each with its uses: the API's list and the Pricing screen's. */
export async function listPromoCodes(db: Db, query: PageRequest): Promise<Page<PromoCodeJson>> {
  const key = keyOf(codeKeyset);
  const rows = await db
    .select({ ...getTableColumns(promoCodes), uses: usesOf, at: key.at, key: key.id })
    .from(promoCodes)
    .where(afterCursor(codeKeyset, query.cursor))
    .orderBy(...keysetOrder(codeKeyset))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.key],
    ({ uses, at: _at, key: _key, ...row }) => toPromoCodeJson(row, uses),
  );
}

export async function getPromoCode(db: Db, id: string): Promise<PromoCodeJson | null> {
  const row = await codeRow(db, id);
  if (!row) return null;
  const { uses, ...code } = row;
  return toPromoCodeJson(code, uses);
}

export async function updatePromoCode(db: Db, id: string, update: PromoCodeUpdate): Promise<PromoCodeJson> {
  const current = await getPromoCode(db, id);
  if (!current) throw new DomainError("not-found", pricingMessages.codeNotFound);
  const next = merged<PromoCodeInput>(current as PromoCodeInput, update, codeProblems);
  if (next.code !== current.code) {
    const [taken] = await db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, next.code));
    if (taken) throw fieldError("conflict", "code", pricingMessages.duplicateCode);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ ...codeValues(next), updatedAt: new Date() })
      .where(eq(promoCodes.id, id))
      .returning();
    if (!row) throw new DomainError("not-found", pricingMessages.codeNotFound);
    const code = toPromoCodeJson(row, current.uses);
    const { before, after } = changedFields(current, code);
    if (after)
      await recordAudit(tx, {
        action: "promo_code.updated",
        targetType: "promo_code",
        targetId: id,
        before,
        after,
      });
    return code;
  });
}

export async function deletePromoCode(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError("not-found", pricingMessages.codeNotFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
    if (!deleted) throw new DomainError("not-found", pricingMessages.codeNotFound);
    await recordAudit(tx, {
      action: "promo_code.deleted",
      targetType: "promo_code",
      targetId: id,
      before: toPromoCodeJson(deleted, 0),
    });
  });
}

// ---- the combination setting

export async function getPricingSettings(db: Db): Promise<PricingSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  const value = row?.value as Partial<PricingSettings> | undefined;
  return {
    combination: value?.combination ?? defaultCombination.policy,
    stack_cap_percent: value?.stack_cap_percent ?? defaultCombination.capPercent,
  };
}

export async function setPricingSettings(db: Db, settings: PricingSettings): Promise<PricingSettings> {
  await db.transaction(async (tx) => {
    const current = await getPricingSettings(tx);
    await tx
      .insert(appSettings)
      .values({ key: SETTING, value: settings })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: settings } });
    const { before, after } = changedFields(current, settings);
    if (after)
      await recordAudit(tx, {
        action: "pricing.settings_changed",
        targetType: "setting",
        targetId: SETTING,
        before,
        after,
      });
  });
  return settings;
}

export const combinationOf = (settings: PricingSettings): Combination => ({
  policy: settings.combination,
  capPercent: settings.stack_cap_percent,
});

/**
 * The pricing engine (issue 25; ADR 031): one pure function that the server uses to total a
 * booking and the booking forms use to show the same breakdown before submitting. Browser-safe:
 * no database, no clock (the caller passes the booking date, India time), whole rupees only.
 */
import { formatRupees } from "~/lib/money";
import { SENIOR_AGE, type CombinationPolicy, type PricingRuleKind } from "../../../domain/pricing-values";

type Sharing = "triple" | "double";

/** What a package (and the chosen departure) costs per person. */
export type PackagePrices = {
  id: string;
  category: string;
  subcategory: string;
  /** per adult, triple sharing */
  triplePrice: number;
  /** per adult, double sharing; null when the package is not sold so */
  doublePrice: number | null;
  /** per child in the age band; null when the package has no child price (children pay as adults) */
  childPrice: number | null;
  childAgeMin: number | null;
  childAgeMax: number | null;
  /** per single room asked for; null when the package offers none */
  singleSupplement: number | null;
  /** the departure's own triple-sharing price (peak dates); replaces the package's for that date */
  departurePrice?: number | null;
};

/** Where a rule or code applies: empty lists and nulls mean "everywhere". */
type PricingScope = {
  packageIds: readonly string[];
  category: string | null;
  subcategory: string | null;
};

type Discount = { percentOff: number | null; amountOff: number | null };

export type PricingRule = PricingScope &
  Discount & {
    id: string;
    name: string;
    kind: PricingRuleKind;
    minDaysBefore: number | null;
    minTravellers: number | null;
    /** travel-date window, inclusive calendar dates */
    travelFrom: string | null;
    travelTo: string | null;
    /** booking-date window (India time), inclusive calendar dates */
    validFrom: string | null;
    validTo: string | null;
  };

export type PromoCode = Discount & {
  code: string;
  packageIds: readonly string[];
  minTravellers: number | null;
  /** the order value (after automatic discounts) the code needs */
  minOrderValue: number | null;
  validFrom: string | null;
  validTo: string | null;
};

export type Combination = {
  policy: CombinationPolicy;
  /** stack only: most percent of the subtotal off */ capPercent: number;
};

export type PriceRequest = {
  prices: PackagePrices;
  sharing: Sharing;
  /** every traveller, children included */
  travellers: number;
  /** travellers in the child age band (only counted when the package has a child price) */
  children: number;
  /** adults aged 60 or more on the travel date (a `senior` rule's discount is on their share) */
  seniors: number;
  singleRooms: number;
  travelDate: string;
  /** the day the booking is made, India time (YYYY-MM-DD) */
  bookingDate: string;
  rules: readonly PricingRule[];
  promo: PromoCode | null;
  combination: Combination;
};

type PriceLine = { label: string; amount: number };

type PromoRefusal = "not_valid" | "expired" | "not_applicable";

export type Price = {
  price_lines: PriceLine[];
  total_amount: number;
  /** per adult for the chosen sharing (the booking row's `price_per_person`) */
  pricePerPerson: number;
  /** the rules that gave a discount, by id */
  appliedRuleIds: string[];
  /** the promo code's discount in rupees; 0 when none or when it did not apply */
  promoDiscount: number;
  /** why the promo code gave nothing, when one was given */
  promoRefusal: PromoRefusal | null;
};

/** What a page hands its booking forms so that they total a booking as the server does. */
export type PricingInForce = {
  /** the day a booking made now is made on, India time */
  today: string;
  /** the rules in force today that may apply to the page's package, oldest first */
  rules: PricingRule[];
  combination: Combination;
};

/** A rule that needs the travel date to apply (early bird, a seasonal window). */
export const needsTravelDate = (rule: PricingRule) =>
  rule.minDaysBefore !== null || rule.travelFrom !== null || rule.travelTo !== null;

/** The default combination (ADR 031): the best automatic discount applies, none stack. */
export const defaultCombination: Combination = { policy: "best", capPercent: 20 };

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

const within = (date: string, from: string | null, to: string | null) =>
  (from === null || date >= from) && (to === null || date <= to);

/** A rule or code is in force on the booking date (India time). */
const inForce = (item: { validFrom: string | null; validTo: string | null }, bookingDate: string) =>
  within(bookingDate, item.validFrom, item.validTo);

export function appliesToPackage(
  scope: PricingScope,
  prices: Pick<PackagePrices, "id" | "category" | "subcategory">,
) {
  if (scope.packageIds.length > 0 && !scope.packageIds.includes(prices.id)) return false;
  if (scope.category !== null && scope.category !== prices.category) return false;
  if (scope.subcategory !== null && scope.subcategory !== prices.subcategory) return false;
  return true;
}

/** Exactly two adults (no child, whatever the package charges one) sharing a double room: a honeymoon. */
const isCouple = (request: PriceRequest) =>
  request.sharing === "double" && request.travellers === 2 && request.children === 0;

/** Whether a rule's own condition holds for this booking (its kind's and any other it carries). */
function ruleHolds(rule: PricingRule, request: PriceRequest): boolean {
  if (!inForce(rule, request.bookingDate) || !appliesToPackage(rule, request.prices)) return false;
  if (rule.kind === "couple" && !isCouple(request)) return false;
  if (rule.kind === "senior" && seniorsOf(request) === 0) return false;
  if (rule.minTravellers !== null && request.travellers < rule.minTravellers) return false;
  if (
    rule.minDaysBefore !== null &&
    daysBetween(request.bookingDate, request.travelDate) < rule.minDaysBefore
  )
    return false;
  return within(request.travelDate, rule.travelFrom, rule.travelTo);
}

const discountOf = (discount: Discount, base: number) =>
  Math.min(
    base,
    discount.percentOff !== null ? Math.round((base * discount.percentOff) / 100) : (discount.amountOff ?? 0),
  );

const describe = (discount: Discount) =>
  discount.percentOff !== null
    ? `${discount.percentOff}% off`
    : `${formatRupees(discount.amountOff ?? 0)} off`;

/** The seniors priced as such: adults only (a child is never a senior), never more than the adults. */
const seniorsOf = (request: PriceRequest) =>
  Math.max(0, Math.min(request.seniors, request.travellers - request.children));

/**
 * A rule's discount and the words of its line: a senior rule's is on each senior's own price (a
 * fixed amount is per senior), every other rule's on the whole subtotal.
 */
function ruleDiscount(rule: PricingRule, request: PriceRequest, subtotal: number, perAdult: number) {
  if (rule.kind !== "senior")
    return { amount: discountOf(rule, subtotal), label: `${rule.name} (${describe(rule)})` };
  const seniors = seniorsOf(request);
  const amount =
    rule.percentOff !== null
      ? discountOf(rule, perAdult * seniors)
      : Math.min(perAdult * seniors, (rule.amountOff ?? 0) * seniors);
  const who = `${seniors} traveller${seniors === 1 ? "" : "s"} aged ${SENIOR_AGE}+`;
  return { amount, label: `${rule.name} (${describe(rule)} for ${who})` };
}

/** The per-adult price for the sharing chosen, with a departure's own price in place of the package's. */
function adultPrice(prices: PackagePrices, sharing: Sharing): number {
  const triple = prices.departurePrice ?? prices.triplePrice;
  if (sharing === "triple") return triple;
  if (prices.doublePrice === null) throw new Error("this package is not sold with double sharing");
  // a departure's price moves both sharings by the same amount
  return triple + (prices.doublePrice - prices.triplePrice);
}

/** Why a promo code gives nothing to this booking, or null when it applies. */
function promoRefusalOf(
  promo: PromoCode,
  request: Omit<PriceRequest, "promo">,
  orderValue: number,
): PromoRefusal | null {
  if (promo.validFrom !== null && request.bookingDate < promo.validFrom) return "not_valid";
  if (promo.validTo !== null && request.bookingDate > promo.validTo) return "expired";
  if (promo.packageIds.length > 0 && !promo.packageIds.includes(request.prices.id)) return "not_applicable";
  if (promo.minTravellers !== null && request.travellers < promo.minTravellers) return "not_applicable";
  if (promo.minOrderValue !== null && orderValue < promo.minOrderValue) return "not_applicable";
  return null;
}

/**
 * The booking's lines and total: base per person × travellers (adults and children apart),
 * supplements, then the automatic discounts by the combination policy and the promo code on what
 * is left. Never below zero.
 */
export function priceBooking(request: PriceRequest): Price {
  const { prices, sharing } = request;
  const perAdult = adultPrice(prices, sharing);
  const children = prices.childPrice === null ? 0 : Math.min(request.children, request.travellers);
  const adults = request.travellers - children;
  const lines: PriceLine[] = [
    {
      label: `${sharing === "double" ? "Double" : "Triple"} sharing, ${formatRupees(perAdult)} × ${adults} adult${adults === 1 ? "" : "s"}`,
      amount: perAdult * adults,
    },
  ];
  if (children > 0 && prices.childPrice !== null) {
    const band =
      prices.childAgeMin !== null && prices.childAgeMax !== null
        ? ` (${prices.childAgeMin}–${prices.childAgeMax} years)`
        : "";
    lines.push({
      label: `Child${band}, ${formatRupees(prices.childPrice)} × ${children}`,
      amount: prices.childPrice * children,
    });
  }
  if (request.singleRooms > 0 && prices.singleSupplement !== null) {
    lines.push({
      label: `Single-room supplement, ${formatRupees(prices.singleSupplement)} × ${request.singleRooms}`,
      amount: prices.singleSupplement * request.singleRooms,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);

  const candidates = request.rules
    .filter((rule) => ruleHolds(rule, request))
    .map((rule) => ({ rule, ...ruleDiscount(rule, request, subtotal, perAdult) }))
    .filter(({ amount }) => amount > 0);
  let applied = candidates;
  if (request.combination.policy === "best") {
    // the largest discount; on a tie the rule listed first (oldest) wins
    const best = candidates.reduce<(typeof candidates)[number] | null>(
      (top, c) => (top === null || c.amount > top.amount ? c : top),
      null,
    );
    applied = best ? [best] : [];
  }
  const cap =
    request.combination.policy === "stack"
      ? Math.floor((subtotal * request.combination.capPercent) / 100)
      : subtotal;
  let automatic = 0;
  const appliedRuleIds: string[] = [];
  for (const { rule, amount, label } of applied) {
    const granted = Math.min(amount, cap - automatic);
    if (granted <= 0) break;
    automatic += granted;
    appliedRuleIds.push(rule.id);
    lines.push({ label, amount: -granted });
  }

  let promoDiscount = 0;
  let promoRefusal: PromoRefusal | null = null;
  const afterAutomatic = subtotal - automatic;
  if (request.promo) {
    promoRefusal = promoRefusalOf(request.promo, request, afterAutomatic);
    if (promoRefusal === null) {
      const room = request.combination.policy === "stack" ? Math.max(0, cap - automatic) : afterAutomatic;
      promoDiscount = Math.min(discountOf(request.promo, afterAutomatic), room);
      if (promoDiscount > 0) {
        lines.push({
          label: `Promo code ${request.promo.code.toUpperCase()} (${describe(request.promo)})`,
          amount: -promoDiscount,
        });
      }
    }
  }
  return {
    price_lines: lines,
    total_amount: Math.max(0, afterAutomatic - promoDiscount),
    pricePerPerson: perAdult,
    appliedRuleIds,
    promoDiscount,
    promoRefusal,
  };
}

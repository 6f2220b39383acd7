import {
  needsTravelDate,
  priceBooking,
  type PackagePrices,
  type PricingInForce,
  type PricingRule,
} from "~/features/pricing/price-booking";
import { addDays } from "~/lib/dates";

/**
 * The per-person prices a package's structured data offers, totalled by the pricing engine the
 * page's price card and the server use (`priceBooking`, ADR 031), so that a search result never
 * promises a price the visitor would not pay (issue 38).
 */
type Choice = {
  sharing: "triple" | "double";
  travellers: number;
  seniors: number;
  /** null: no date chosen yet, so only the offers that need none count (as on the price card) */
  travelDate: string | null;
  departurePrice: number | null;
  rules: readonly PricingRule[];
};

/** What each of the booking's travellers pays, to the rupee (a group's total shared out). */
function perPerson(prices: PackagePrices, pricing: PricingInForce, choice: Choice): number {
  const price = priceBooking({
    prices: { ...prices, departurePrice: choice.departurePrice },
    sharing: choice.sharing,
    travellers: choice.travellers,
    children: 0,
    seniors: choice.seniors,
    singleRooms: 0,
    travelDate: choice.travelDate ?? pricing.today,
    bookingDate: pricing.today,
    rules: choice.travelDate ? choice.rules : choice.rules.filter((rule) => !needsTravelDate(rule)),
    promo: null,
    combination: pricing.combination,
  });
  return Math.round(price.total_amount / choice.travellers);
}

const single = { sharing: "triple", travellers: 1, seniors: 0 } as const;

/** The package's price today: one adult, triple sharing, no date chosen, with the offers that need none. */
export function packageOfferPrice(prices: PackagePrices, pricing: PricingInForce): number {
  return perPerson(prices, pricing, {
    ...single,
    travelDate: null,
    departurePrice: null,
    rules: pricing.rules,
  });
}

/** A fixed departure's price: its own price (peak dates) with every offer its date qualifies for. */
export function departureOfferPrice(
  prices: PackagePrices,
  pricing: PricingInForce,
  departure: { date: string; price: number | null },
): number {
  return perPerson(prices, pricing, {
    ...single,
    travelDate: departure.date,
    departurePrice: departure.price,
    rules: pricing.rules,
  });
}

/**
 * An offer's price: per person on the smallest booking that meets its condition (the group's size,
 * a couple in a double room, one senior, the first travel date it allows); null when the package
 * cannot meet it (a couple's offer on a package not sold with double sharing).
 */
export function ruleOfferPrice(
  prices: PackagePrices,
  pricing: PricingInForce,
  rule: PricingRule,
): number | null {
  const couple = rule.kind === "couple";
  if (couple && prices.doublePrice === null) return null;
  const earliest = addDays(pricing.today, rule.minDaysBefore ?? 0);
  return perPerson(prices, pricing, {
    sharing: couple ? "double" : "triple",
    travellers: couple ? 2 : Math.max(1, rule.minTravellers ?? 1),
    seniors: rule.kind === "senior" ? 1 : 0,
    travelDate: rule.travelFrom !== null && rule.travelFrom > earliest ? rule.travelFrom : earliest,
    departurePrice: null,
    rules: [rule],
  });
}

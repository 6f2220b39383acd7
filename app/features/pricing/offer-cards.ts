/**
 * The offers page's cards, made from the rules in force (issue 25): what each really gives, on
 * which trips, and until when. Browser-safe and pure; the page's loader passes the rules.
 */
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { SENIOR_AGE } from "../../../domain/pricing-values";
import type { PricingRule } from "./price-booking";

export type OfferCard = {
  id: string;
  title: string;
  discount: string;
  text: string;
  terms: string[];
  /** the last booking day (YYYY-MM-DD), for the card and the structured data's priceValidUntil */
  validUntil: string | null;
};

const KIND_TEXT = {
  early_bird: (rule: PricingRule) => `Book at least ${rule.minDaysBefore} days before you travel.`,
  group: (rule: PricingRule) => `For ${rule.minTravellers} or more travellers on one booking.`,
  seasonal: (rule: PricingRule) =>
    rule.travelFrom && rule.travelTo
      ? `For travel from ${formatTravelDate(rule.travelFrom)} to ${formatTravelDate(rule.travelTo)}.`
      : "For travel in the season.",
  couple: () => "For two adults sharing a double room: honeymooners and couples.",
  senior: () => `On each traveller aged ${SENIOR_AGE} or more: say how many when you book.`,
} as const satisfies Record<PricingRule["kind"], (rule: PricingRule) => string>;

function scopeOf(rule: PricingRule, destinationName: (key: string) => string): string {
  if (rule.packageIds.length > 0) return "On selected packages.";
  if (rule.subcategory) return `On ${destinationName(rule.subcategory)} packages.`;
  if (rule.category) return `On ${rule.category} packages.`;
  return "On every package.";
}

/** One card per rule in force on `today`; a rule that ended or has not begun has none. */
export function offerCardsOf(
  rules: readonly PricingRule[],
  today: string,
  destinationName: (key: string) => string = (key) => key,
): OfferCard[] {
  return rules
    .filter(
      (rule) =>
        (rule.validFrom === null || rule.validFrom <= today) &&
        (rule.validTo === null || rule.validTo >= today),
    )
    .map((rule) => ({
      id: rule.id,
      title: rule.name,
      discount:
        rule.percentOff !== null ? `${rule.percentOff}% OFF` : `${formatRupees(rule.amountOff ?? 0)} OFF`,
      text: KIND_TEXT[rule.kind](rule),
      terms: [
        scopeOf(rule, destinationName),
        rule.validTo ? `Valid on bookings made until ${formatTravelDate(rule.validTo)}.` : "No end date set.",
        "Taken off your total when you book (with other offers, as the booking shows).",
      ],
      validUntil: rule.validTo,
    }));
}

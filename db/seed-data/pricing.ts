import type { NewPricingRuleRow } from "../schema";

/**
 * The demo's automatic offers (issue 25): what the offers page advertised before it was made of
 * rules, now given to every booking that qualifies. No end date: a fresh install's offers page
 * never shows a deadline that has passed. The group size and the days ahead are chosen so that the
 * end-to-end tests' bookings (2 to 4 travellers, at most 90 days ahead) are priced without them.
 */
export const seedPricingRules: NewPricingRuleRow[] = [
  {
    name: "Group Discount",
    kind: "group",
    percentOff: 10,
    minTravellers: 6,
  },
  {
    name: "Early Bird Offer",
    kind: "early_bird",
    percentOff: 15,
    minDaysBefore: 120,
  },
  // the offers page's other two promises (four cards in all), applied like the others (issue 38)
  {
    name: "Honeymoon Special",
    kind: "couple",
    percentOff: 15,
  },
  {
    name: "Senior Citizens",
    kind: "senior",
    percentOff: 15,
  },
];

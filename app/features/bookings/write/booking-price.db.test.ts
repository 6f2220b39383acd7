import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../../../../db/schema/index";
import { testAgency } from "../../../../tests/factories/agency-factory";
import { bookingFormInput } from "../../../../tests/factories/booking-factory";
import { createDepartureRow } from "../../../../tests/factories/departure-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { refusal } from "../../../../tests/setup/refusal";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { pricingMessages, type RuleInput } from "~/features/pricing/pricing-schema";
import {
  createPromoCode,
  createRule,
  getPromoCode,
  setPricingSettings,
  updateRule,
} from "~/features/pricing/pricing-service.server";
import { addDays, todayInIndia } from "~/lib/dates";
import { findBookingForVisitor } from "../lookup/booking-lookup-service.server";
import { getBooking } from "../booking-service.server";
import { writeBooking, type BookingResult } from "./booking-write-service.server";
import { createBooking } from "./booking-writer.server";

const database = useTestDatabase();
const agency = testAgency;
const inDays = (days: number) => addDays(todayInIndia(), days);

const input = bookingFormInput;

const book = (packageId: string, overrides: Record<string, unknown> = {}) =>
  createBooking(database.db, input(packageId, overrides), { idempotencyKey: null, agency });
const bookNow = (packageId: string, overrides: Record<string, unknown> = {}) =>
  writeBooking(database.db, {
    kind: "priced",
    input: input(packageId, overrides),
    options: { idempotencyKey: null, agency },
  });

/** A package priced in round numbers, so each expected total reads at a glance. */
const pricedTour = (overrides: Parameters<typeof createTourRow>[1] = {}) =>
  createTourRow(database.db, { price: 20_000, doubleSharingPrice: 24_000, ...overrides });

/** A pricing rule on one package. */
const ruleOn = (packageId: string, rule: Omit<RuleInput, "package_ids">) =>
  createRule(database.db, { ...rule, package_ids: [packageId] });

const code = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;

describe("a booking priced by the rules in force", () => {
  it("each rule kind changes the total exactly as configured, on both write paths", async () => {
    const tour = await pricedTour();
    await ruleOn(tour.id, { name: "Group of 6", kind: "group", percent_off: 10, min_travellers: 6 });
    const group = await book(tour.id, { number_of_travelers: 6 });
    expect(group.booking.total_amount).toBe(108_000);
    expect(group.booking.price_lines).toEqual([
      { label: "Triple sharing, ₹20,000 × 6 adults", amount: 120_000 },
      { label: "Group of 6 (10% off)", amount: -12_000 },
    ]);
    expect((await book(tour.id, { number_of_travelers: 5 })).booking.total_amount).toBe(100_000);

    const early = await pricedTour();
    await ruleOn(early.id, {
      name: "Early bird",
      kind: "early_bird",
      amount_off: 3_000,
      min_days_before: 60,
    });
    expect((await book(early.id, { travel_date: inDays(60) })).booking.total_amount).toBe(37_000);
    expect((await bookNow(early.id, { travel_date: inDays(59) })).booking.total_amount).toBe(40_000);

    const season = await pricedTour();
    await ruleOn(season.id, {
      name: "Winter",
      kind: "seasonal",
      percent_off: 5,
      travel_from: inDays(20),
      travel_to: inDays(40),
    });
    expect((await bookNow(season.id, { travel_date: inDays(40) })).booking.total_amount).toBe(38_000);
    expect((await book(season.id, { travel_date: inDays(41) })).booking.total_amount).toBe(40_000);
  });

  it("an expired rule gives nothing", async () => {
    const tour = await pricedTour();
    await ruleOn(tour.id, {
      name: "Last year's deal",
      kind: "group",
      percent_off: 10,
      min_travellers: 1,
      valid_to: inDays(-1),
    });
    const { booking } = await book(tour.id);
    expect(booking.total_amount).toBe(40_000);
    expect(booking.price_lines).toHaveLength(1);
  });

  it("combinations follow the setting: the best one by default, or stacked up to the cap", async () => {
    const tour = await pricedTour();
    await ruleOn(tour.id, { name: "Ten", kind: "group", percent_off: 10, min_travellers: 2 });
    await ruleOn(tour.id, { name: "Fifteen", kind: "early_bird", percent_off: 15, min_days_before: 7 });
    expect((await book(tour.id)).booking.total_amount).toBe(34_000);
    await setPricingSettings(database.db, { combination: "stack", stack_cap_percent: 20 });
    try {
      expect((await book(tour.id)).booking.total_amount).toBe(32_000);
    } finally {
      await setPricingSettings(database.db, { combination: "best", stack_cap_percent: 20 });
    }
  });

  it("a booking keeps its lines when its rule is edited later", async () => {
    const tour = await pricedTour();
    const rule = await ruleOn(tour.id, { name: "Group", kind: "group", percent_off: 10, min_travellers: 2 });
    const { booking } = await book(tour.id);
    await updateRule(database.db, rule.id, { percent_off: 50, name: "Half price" });
    const stored = await getBooking(database.db, booking.id);
    expect(stored?.total_amount).toBe(36_000);
    expect(stored?.price_lines).toEqual(booking.price_lines);
    expect((await book(tour.id)).booking.total_amount).toBe(20_000);
  });

  it("prices children in the band and a departure's own price", async () => {
    const tour = await pricedTour({ childPrice: 12_000, childAgeMin: 5, childAgeMax: 11 });
    const { booking } = await book(tour.id, { number_of_travelers: 3, number_of_children: 1 });
    expect(booking.total_amount).toBe(52_000);
    expect(booking.number_of_children).toBe(1);
    expect(booking.price_lines[1]).toEqual({ label: "Child (5–11 years), ₹12,000 × 1", amount: 12_000 });

    const peak = await createDepartureRow(database.db, { packageId: tour.id, price: 26_000 });
    const onPeak = await bookNow(tour.id, {
      departure_id: peak.id,
      travel_date: undefined,
      number_of_travelers: 2,
    });
    expect(onPeak.booking.price_per_person).toBe(26_000);
    expect(onPeak.booking.total_amount).toBe(52_000);
  });
});

describe("promo codes on a booking", () => {
  it("applies a code whatever its case, and refuses unknown and expired codes with their messages", async () => {
    const tour = await pricedTour();
    const monsoon = await createPromoCode(database.db, { code: code(), amount_off: 1_500 });
    const { booking } = await book(tour.id, { promo_code: monsoon.code.toLowerCase() });
    expect(booking.total_amount).toBe(38_500);
    expect(booking.promo_code).toBe(monsoon.code);
    expect(booking.price_lines.at(-1)).toEqual({
      label: `Promo code ${monsoon.code} (₹1,500 off)`,
      amount: -1_500,
    });

    const unknown = await refusal(book(tour.id, { promo_code: "NOSUCHCODE" }));
    expect(unknown.message).toBe(pricingMessages.promoNotValid);
    expect(unknown.errors).toEqual({ promo_code: pricingMessages.promoNotValid });
    const expired = await createPromoCode(database.db, {
      code: code(),
      percent_off: 10,
      valid_to: inDays(-1),
    });
    expect((await refusal(bookNow(tour.id, { promo_code: expired.code }))).message).toBe(
      pricingMessages.promoExpired,
    );
  });

  it("the confirmation email and the booking page carry the lines", async () => {
    const tour = await pricedTour();
    const monsoon = await createPromoCode(database.db, { code: code(), amount_off: 2_000 });
    const { booking } = await book(tour.id, { promo_code: monsoon.code });
    const [email] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, booking.customer_email));
    expect(email?.textBody).toContain(`Promo code ${monsoon.code} (₹2,000 off)`);
    expect(email?.textBody).toContain("−₹2,000");
    expect(email?.textBody).toContain("₹38,000");
    const view = await findBookingForVisitor(database.db, {
      reference: booking.reference,
      contact: booking.customer_email,
    });
    expect(view?.price_lines).toEqual(booking.price_lines);
  });

  it("holds max_uses_per_email", async () => {
    const tour = await pricedTour();
    const once = await createPromoCode(database.db, { code: code(), amount_off: 500, max_uses_per_email: 1 });
    const email = `once-${randomUUID().slice(0, 8)}@example.com`;
    await book(tour.id, { promo_code: once.code, customer_email: email });
    const again = await refusal(
      book(tour.id, { promo_code: once.code, customer_email: email.toUpperCase(), number_of_travelers: 3 }),
    );
    expect(again.message).toBe(pricingMessages.promoUsedUp);
    expect((await book(tour.id, { promo_code: once.code })).booking.total_amount).toBe(39_500);
  });

  it.each([
    ["in batches (createBooking)", book],
    ["one at a time (writeBooking)", bookNow],
  ])(
    "10 simultaneous bookings for a code with 3 uses left get exactly 3 discounts, %s",
    async (_name, write) => {
      const tour = await pricedTour();
      const limited = await createPromoCode(database.db, { code: code(), percent_off: 10, max_uses: 5 });
      await book(tour.id, { promo_code: limited.code });
      await book(tour.id, { promo_code: limited.code });
      const answers = await Promise.allSettled(
        Array.from({ length: 10 }, () => write(tour.id, { promo_code: limited.code })),
      );
      const kept = answers.filter(
        (a): a is PromiseFulfilledResult<BookingResult> => a.status === "fulfilled",
      );
      expect(kept).toHaveLength(3);
      expect(kept.every((a) => a.value.booking.total_amount === 36_000)).toBe(true);
      const refused = answers.filter((a) => a.status === "rejected");
      expect(refused.map((a) => (a.reason as Error).message)).toEqual(
        Array(7).fill(pricingMessages.promoUsedUp),
      );
      expect((await getPromoCode(database.db, limited.id))?.uses).toBe(5);
    },
  );
});

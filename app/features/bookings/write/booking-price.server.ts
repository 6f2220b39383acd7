/**
 * A booking priced by the pricing engine (issue 25; ADR 031) inside the transaction that writes
 * it: the rules in force today (India time), the combination setting, and the promo codes asked
 * for, their rows locked (`FOR UPDATE`) so that uses counted here cannot be taken by a concurrent
 * booking before this one commits. The booking core (booking-write-service.server.ts) prices through here; the live price reads the same
 * rows without locks.
 */
import { asc, count, inArray } from "drizzle-orm";
import { mailboxOf } from "~/features/notifications/outbox/outbox-service.server";
import type { Db } from "../../../../db/client";
import {
  promoCodes,
  promoRedemptions,
  type PromoCodeRow,
  type TourPackageRow,
} from "../../../../db/schema/index";
import {
  priceBooking,
  type Combination,
  type Price,
  type PricingRule,
} from "~/features/pricing/price-booking";
import { pricingMessages } from "~/features/pricing/pricing-schema";
import {
  combinationOf,
  getPricingSettings,
  promoCodeOf,
  rulesInForce,
} from "~/features/pricing/pricing-service.server";
import { todayInIndia } from "~/lib/dates";
import { fieldError } from "~/lib/domain-error";
import { bookingMessages, type BookingInput } from "../booking-schema";

/** Bigger than an `integer` column can hold: refused rather than overflowing. */
const MAX_TOTAL = 2_147_483_647;

type CodeUses = { row: PromoCodeRow; uses: number; byEmail: Map<string, number> };

type PricingContext = {
  today: string;
  rules: PricingRule[];
  combination: Combination;
  codes: Map<string, CodeUses>;
};

/** The rules, the setting and the promo codes (locked, with their uses) that a set of bookings needs. */
export async function pricingContext(
  tx: Db,
  codes: readonly string[],
  /** "read" for a price shown, not booked: the codes are read without a lock (issue 36) */
  mode: "lock" | "read" = "lock",
): Promise<PricingContext> {
  const today = todayInIndia();
  const [rules, settings] = await Promise.all([rulesInForce(tx, today), getPricingSettings(tx)]);
  const wanted = [...new Set(codes)];
  const context: PricingContext = { today, rules, combination: combinationOf(settings), codes: new Map() };
  if (wanted.length === 0) return context;
  // in code order, so two batches locking the same codes cannot deadlock
  const query = tx
    .select()
    .from(promoCodes)
    .where(inArray(promoCodes.code, wanted))
    .orderBy(asc(promoCodes.code));
  const rows = mode === "lock" ? await query.for("update") : await query;
  if (rows.length === 0) return context;
  const uses = await tx
    .select({ id: promoRedemptions.promoCodeId, email: promoRedemptions.email, uses: count() })
    .from(promoRedemptions)
    .where(
      inArray(
        promoRedemptions.promoCodeId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(promoRedemptions.promoCodeId, promoRedemptions.email);
  for (const row of rows) {
    const mine = uses.filter((use) => use.id === row.id);
    context.codes.set(row.code, {
      row,
      uses: mine.reduce((sum, use) => sum + use.uses, 0),
      byEmail: usesByMailbox(mine),
    });
  }
  return context;
}

/** A code's uses per inbox (redemptions stored before issue 37 kept the address lower-cased only). */
function usesByMailbox(uses: { email: string; uses: number }[]): Map<string, number> {
  const byMailbox = new Map<string, number>();
  for (const use of uses) {
    const { mailbox } = mailboxOf(use.email);
    byMailbox.set(mailbox, (byMailbox.get(mailbox) ?? 0) + use.uses);
  }
  return byMailbox;
}

export type BookingPrice = Price & {
  /** the code to record a use of when the booking is written; null when none applied */
  redemption: { promoCodeId: string; code: string; email: string; discount: number } | null;
};

const refusalMessage = {
  not_valid: pricingMessages.promoNotValid,
  expired: pricingMessages.promoExpired,
  not_applicable: pricingMessages.promoNotApplicable,
} as const;

/** What prices a booking: a booking's input, or a quote's (which names no email). */
type PricedInput = Pick<
  BookingInput,
  "sharing" | "number_of_travelers" | "number_of_children" | "number_of_seniors" | "promo_code"
>;

/**
 * The lines and total a booking would have, or why it cannot be booked: the package unavailable,
 * double sharing not offered, a promo code unknown, expired, used up (in all) or not for this
 * booking (400, naming nothing of other codes). Counts no use: `POST /api/pricing/quote` answers
 * this, and `priceBookingInput` adds the per-email limit and the use.
 */
export function quotePrice(
  tour: TourPackageRow,
  input: PricedInput,
  context: PricingContext,
  booking: { travelDate: string; departurePrice: number | null },
): Price & { code: CodeUses | null } {
  if (!tour.available) throw fieldError("conflict", "package_id", bookingMessages.unavailablePackage);
  if (input.sharing === "double" && tour.doubleSharingPrice === null)
    throw fieldError("invalid", "sharing", bookingMessages.noDoubleSharing);
  const code = input.promo_code === undefined ? null : context.codes.get(input.promo_code);
  if (code === undefined) throw fieldError("invalid", "promo_code", pricingMessages.promoNotValid);
  const price = priceBooking({
    prices: {
      id: tour.id,
      category: tour.category,
      subcategory: tour.subcategory,
      triplePrice: tour.price,
      doublePrice: tour.doubleSharingPrice,
      childPrice: tour.childPrice,
      childAgeMin: tour.childAgeMin,
      childAgeMax: tour.childAgeMax,
      singleSupplement: tour.singleSupplement,
      departurePrice: booking.departurePrice,
    },
    sharing: input.sharing,
    travellers: input.number_of_travelers,
    children: input.number_of_children,
    seniors: input.number_of_seniors,
    singleRooms: 0,
    travelDate: booking.travelDate,
    bookingDate: context.today,
    rules: context.rules,
    promo: code ? promoCodeOf(code.row) : null,
    combination: context.combination,
  });
  const gross = price.price_lines
    .filter((line) => line.amount > 0)
    .reduce((sum, line) => sum + line.amount, 0);
  if (gross > MAX_TOTAL)
    throw fieldError("invalid", "number_of_travelers", bookingMessages.tooManyTravellers);
  if (!code) return { ...price, code: null };
  if (price.promoRefusal) throw fieldError("invalid", "promo_code", refusalMessage[price.promoRefusal]);
  if (code.row.maxUses !== null && code.uses >= code.row.maxUses)
    throw fieldError("invalid", "promo_code", pricingMessages.promoUsedUp);
  return { ...price, code };
}

/**
 * The booking's lines and total (`quotePrice`), the code's per-email limit checked too. A code's
 * use is counted in `context` at once, so the next booking of the same batch sees it taken.
 */
export function priceBookingInput(
  tour: TourPackageRow,
  input: BookingInput,
  context: PricingContext,
  booking: { travelDate: string; departurePrice: number | null },
): BookingPrice {
  const { code, ...price } = quotePrice(tour, input, context, booking);
  if (!code) return { ...price, redemption: null };
  const { row } = code;
  // one inbox, however its address is spelt (`dup+2@…`, Gmail's dots): as the email caps count it
  const email = mailboxOf(input.customer_email).mailbox;
  const byEmail = code.byEmail.get(email) ?? 0;
  if (row.maxUsesPerEmail !== null && byEmail >= row.maxUsesPerEmail)
    throw fieldError("invalid", "promo_code", pricingMessages.promoUsedUp);
  code.uses += 1;
  code.byEmail.set(email, byEmail + 1);
  return {
    ...price,
    redemption: { promoCodeId: row.id, code: row.code, email, discount: price.promoDiscount },
  };
}

/** Records the uses of promo codes by bookings just written, in their transaction. */
export async function recordRedemptions(
  tx: Db,
  made: { bookingId: string; redemption: BookingPrice["redemption"] }[],
): Promise<void> {
  const values = made.flatMap(({ bookingId, redemption }) =>
    redemption
      ? [
          {
            promoCodeId: redemption.promoCodeId,
            bookingId,
            email: redemption.email,
            discount: redemption.discount,
          },
        ]
      : [],
  );
  if (values.length > 0) await tx.insert(promoRedemptions).values(values);
}

import { useEffect, useMemo, useState } from "react";
import {
  needsTravelDate,
  priceBooking,
  type PackagePrices,
  type PricingInForce,
} from "~/features/pricing/price-booking";
import type { Tour } from "~/features/tours/tour-schema";
import type { BookingQuote } from "../booking-schema";

/** The prices `priceBooking` needs, from the package as the page has it. */
export function packagePricesOf(tour: Tour): PackagePrices {
  return {
    id: tour.id,
    category: tour.category,
    subcategory: tour.subcategory,
    triplePrice: tour.price,
    doublePrice: tour.double_sharing_price,
    childPrice: tour.child_price,
    childAgeMin: tour.child_age_min,
    childAgeMax: tour.child_age_max,
    singleSupplement: tour.single_supplement,
  };
}

type PriceChoice = {
  sharing: "triple" | "double";
  travellers: number;
  children: number;
  /** of the adults, those aged 60 or more */
  seniors?: number;
  /** of the travellers, those who want a room of their own (where the package has a supplement) */
  singleRooms?: number;
  /** the date typed, or the chosen departure's; null while none is chosen */
  travelDate: string | null;
  /** the chosen fixed departure */
  departure: { id: string; price: number | null } | null;
  promoCode: string;
};

export type LivePrice = {
  lines: { label: string; amount: number }[];
  total: number;
  /** offers that need the travel date (early bird, seasonal), left out until one is chosen */
  waitingForDate: string[];
  /** why the typed promo code gives nothing, as the server says it */
  promoProblem: string | null;
  /** a promo code is typed and the server has not answered yet */
  checking: boolean;
};

/** How long typing pauses before the server is asked about a promo code. */
const QUOTE_DELAY_MS = 400;

type ServerAnswer = { key: string; quote?: BookingQuote; problem?: string };

/**
 * The booking's breakdown as the visitor changes it, before sending (issue 25; ADR 031): totalled
 * in the browser by `priceBooking` (the server's own function) with the rules in force the page
 * loaded; with a promo code typed, asked from the server (`POST /api/pricing/quote`), which alone
 * knows the codes. Until a date is chosen, offers that depend on it are named, not applied.
 */
export function useLivePrice(prices: PackagePrices, pricing: PricingInForce, choice: PriceChoice): LivePrice {
  const { sharing, travellers, children, travelDate, departure } = choice;
  const seniors = Math.max(0, Math.min(choice.seniors ?? 0, travellers - Math.min(children, travellers - 1)));
  const singleRooms = prices.singleSupplement === null ? 0 : Math.min(choice.singleRooms ?? 0, travellers);
  const local = useMemo(() => {
    const rules = travelDate ? pricing.rules : pricing.rules.filter((rule) => !needsTravelDate(rule));
    const price = priceBooking({
      prices: { ...prices, departurePrice: departure?.price ?? null },
      sharing: sharing === "double" && prices.doublePrice === null ? "triple" : sharing,
      travellers,
      children: Math.min(children, travellers - 1),
      seniors,
      singleRooms,
      travelDate: travelDate ?? pricing.today,
      bookingDate: pricing.today,
      rules,
      promo: null,
      combination: pricing.combination,
    });
    const waitingForDate = travelDate ? [] : pricing.rules.filter(needsTravelDate).map((rule) => rule.name);
    return { lines: price.price_lines, total: price.total_amount, waitingForDate };
  }, [prices, pricing, sharing, travellers, children, seniors, singleRooms, travelDate, departure]);

  const code = choice.promoCode.trim();
  // the quote's body doubles as the key of its answer: a stale answer is never shown
  const key =
    code && travelDate
      ? JSON.stringify({
          package_id: prices.id,
          ...(departure ? { departure_id: departure.id } : { travel_date: travelDate }),
          number_of_travelers: travellers,
          number_of_children: Math.min(children, travellers - 1),
          number_of_seniors: seniors,
          sharing,
          single_rooms: singleRooms,
          promo_code: code,
        })
      : null;
  const [answer, setAnswer] = useState<ServerAnswer | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void askServer(key, controller.signal).then((found) => {
        if (found) setAnswer(found);
      });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const current = key !== null && answer?.key === key ? answer : null;
  if (current?.quote) {
    return {
      lines: current.quote.price_lines,
      total: current.quote.total_amount,
      waitingForDate: [],
      promoProblem: null,
      checking: false,
    };
  }
  return {
    ...local,
    promoProblem:
      current?.problem ?? (code && !travelDate ? "Choose your travel date to apply the code" : null),
    checking: key !== null && current === null,
  };
}

/** The server's quote, or what it found wrong; null when it could not be asked (offline, aborted). */
async function askServer(key: string, signal: AbortSignal): Promise<ServerAnswer | null> {
  try {
    const response = await fetch("/api/pricing/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: key,
      signal,
    });
    const body: unknown = await response.json();
    if (response.ok) return { key, quote: body as BookingQuote };
    const problem = (body as { errors?: Record<string, string> }).errors?.promo_code;
    // only a problem with the code is shown here; any other (seats, the date) the booking names itself
    return problem ? { key, problem } : { key };
  } catch {
    return null;
  }
}

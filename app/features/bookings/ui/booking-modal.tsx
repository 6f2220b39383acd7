import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Stepper } from "~/components/ui/stepper";
import type { Departure } from "~/features/bookings/departures/departure-schema";
import { isCalendarDate } from "~/lib/dates";
import type { PackagePrices, PricingInForce } from "~/features/pricing/price-booking";
import { BookingFields } from "./booking-fields";
import { useLivePrice } from "./live-price";
import { LivePriceSummary } from "./live-price-summary";
import { childBandOf } from "./child-band";
import {
  IDEMPOTENCY_FIELD,
  type BookingConfirmation,
  type BookingFormResult,
} from "../write/booking-form-state";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

type BookingModalProps = {
  open: boolean;
  onClose: () => void;
  onBooked: (confirmation: BookingConfirmation) => void;
  packageTitle: string;
  travellers: number;
  /** the same count as the page's stepper: a refusal about seats left is fixed here */
  onTravellersChange: (travellers: number) => void;
  sharing: "triple" | "double";
  /** the package's prices and the rules in force: the breakdown is totalled as the server will */
  prices: PackagePrices;
  pricing: PricingInForce;
  /** the package's fixed departures, offered instead of a free date */
  departures?: readonly Departure[];
  chosenDeparture?: string;
  /** an international package: the form asks for the PAN that TCS needs */
  international?: boolean;
  /** an international package's TCS, shown beside the price */
  tcsNotice?: string | null;
};

/**
 * The booking modal (docs/product.md §2). It posts to the package page's own action (the same one
 * the form without JavaScript uses); sharing comes from the page, travellers from a stepper of its
 * own that moves the page's too, and the breakdown shown changes as the visitor fills the form
 * (`useLivePrice`: the server's own pricing function, and the server itself for a promo code); the
 * server prices the booking again when it is sent. Each opening gets a fresh idempotency key, so a double click or a retry after a lost
 * answer makes one booking.
 */
export function BookingModal({
  open,
  onClose,
  onBooked,
  packageTitle,
  travellers,
  onTravellersChange,
  sharing,
  prices,
  pricing,
  departures = [],
  chosenDeparture,
  international,
  tcsNotice = null,
}: BookingModalProps) {
  const fetcher = useFetcher<BookingFormResult>({ key: "booking" });
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const handled = useRef<BookingFormResult | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // what the breakdown depends on, read from the form as the visitor fills it
  const [filled, setFilled] = useState({
    travelDate: "",
    departureId: "",
    promoCode: "",
    children: 0,
    seniors: 0,
    singleRooms: 0,
  });
  const readForm = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const count = (name: string) => {
      const value = Number(text(name));
      return Number.isInteger(value) && value > 0 ? value : 0;
    };
    setFilled({
      travelDate: text("travel_date"),
      departureId: text("departure_id"),
      promoCode: text("promo_code"),
      children: count("number_of_children"),
      seniors: count("number_of_seniors"),
      singleRooms: count("single_rooms"),
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    setIdempotencyKey(crypto.randomUUID());
    readForm();
  }, [open, readForm]);

  const departure = departures.find((d) => d.id === filled.departureId) ?? null;
  const price = useLivePrice(prices, pricing, {
    sharing,
    travellers,
    children: filled.children,
    seniors: filled.seniors,
    singleRooms: filled.singleRooms,
    travelDate: departure?.date ?? (isCalendarDate(filled.travelDate) ? filled.travelDate : null),
    departure,
    promoCode: filled.promoCode,
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "idle" && result?.ok && handled.current !== result) {
      handled.current = result;
      onBooked(result.confirmation);
    }
  }, [fetcher.state, fetcher.data, onBooked]);

  const busy = fetcher.state !== "idle";
  // a refusal is shown beside the fields; a success has already moved on to the confirmation
  const shownResult = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;

  return (
    <Dialog open={open} onClose={onClose} title="Book Your Trip" description={packageTitle}>
      {/* onInput too: a value set by a script (autofill, a password manager) may skip React's onChange */}
      <fetcher.Form ref={formRef} method="post" noValidate onChange={readForm} onInput={readForm}>
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        <input type="hidden" name="number_of_travelers" value={travellers} />
        <input type="hidden" name="sharing" value={sharing} />
        <BookingFields
          result={shownResult}
          departures={departures}
          chosenDeparture={chosenDeparture}
          childBand={childBandOf(prices)}
          singleSupplement={prices.singleSupplement}
          international={international}
        />
        <div className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-sm">
          <Stepper
            label="Travellers"
            value={travellers}
            onChange={onTravellersChange}
            decreaseLabel="Fewer travellers"
            increaseLabel="More travellers"
          />
          <div className="mt-2 border-t border-brand-100 pt-1">
            <LivePriceSummary price={price} tcsNotice={tcsNotice} />
          </div>
        </div>
        <div className="mt-4">
          <PrivacyNoticeLink purpose="to run your trip and contact you about it, never for marketing" />
        </div>
        <button type="submit" disabled={busy} className={`mt-5 w-full ${buttonClass("primary", "lg")}`}>
          {busy ? "Sending..." : "Confirm Booking"}
        </button>
      </fetcher.Form>
    </Dialog>
  );
}

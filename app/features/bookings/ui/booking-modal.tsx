import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Stepper } from "~/components/ui/stepper";
import type { Departure } from "~/features/bookings/departures/departure-schema";
import { formatRupees } from "~/lib/money";
import { BookingFields } from "./booking-fields";
import {
  IDEMPOTENCY_FIELD,
  type BookingConfirmation,
  type BookingFormResult,
} from "../write/booking-form-state";

type BookingModalProps = {
  open: boolean;
  onClose: () => void;
  onBooked: (confirmation: BookingConfirmation) => void;
  packageTitle: string;
  travellers: number;
  /** the same count as the page's stepper: a refusal about seats left is fixed here */
  onTravellersChange: (travellers: number) => void;
  sharing: "triple" | "double";
  pricePerPerson: number;
  /** the package's fixed departures, offered instead of a free date */
  departures?: readonly Departure[];
  chosenDeparture?: string;
  /** an international package: the form asks for the PAN that TCS needs */
  international?: boolean;
};

/**
 * The booking modal (docs/product.md §2). It posts to the package page's own action (the same one
 * the form without JavaScript uses); sharing comes from the page, travellers from a stepper of its
 * own that moves the page's too, and the total shown is only a preview (the server prices the
 * booking). Each opening gets a fresh idempotency key, so a double click or a retry after a lost
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
  pricePerPerson,
  departures,
  chosenDeparture,
  international,
}: BookingModalProps) {
  const fetcher = useFetcher<BookingFormResult>({ key: "booking" });
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const handled = useRef<BookingFormResult | undefined>(undefined);

  useEffect(() => {
    if (open) setIdempotencyKey(crypto.randomUUID());
  }, [open]);

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
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        <input type="hidden" name="number_of_travelers" value={travellers} />
        <input type="hidden" name="sharing" value={sharing} />
        <BookingFields
          result={shownResult}
          departures={departures}
          chosenDeparture={chosenDeparture}
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
          <dl className="mt-2 flex justify-between" aria-live="polite">
            <dt className="text-slate-700">
              {sharing === "double" ? "Double Sharing" : "Triple Sharing"}, {formatRupees(pricePerPerson)}{" "}
              each
            </dt>
            <dd className="font-semibold text-slate-900">
              Total {formatRupees(pricePerPerson * travellers)}
            </dd>
          </dl>
        </div>
        <button type="submit" disabled={busy} className={`mt-5 w-full ${buttonClass("primary", "lg")}`}>
          {busy ? "Sending..." : "Confirm Booking"}
        </button>
      </fetcher.Form>
    </Dialog>
  );
}

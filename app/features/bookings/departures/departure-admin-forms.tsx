import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatTravelDate, todayInIndia } from "~/lib/dates";
import type { AdminActionResult } from "./departure-admin-state";
import { MAX_DEPARTURE_SEATS } from "../../../../domain/departure-values";
import type { DepartureAdmin } from "./departure-schema";

type Refused = Extract<AdminActionResult, { ok: false }>;
const refusedOf = (result: AdminActionResult | undefined) => (result && !result.ok ? result : undefined);

/** Date, seats and note: the Add form and the Edit dialog. */
function DepartureFields({
  departure,
  refused,
}: {
  departure?: Pick<DepartureAdmin, "date" | "seats" | "note" | "price" | "seats_booked" | "seats_held">;
  refused: Refused | undefined;
}) {
  const errors = refused?.errors ?? {};
  const held = departure ? departure.seats_booked + departure.seats_held : 0;
  return (
    <>
      <TextField
        label="Date"
        name="date"
        type="date"
        min={todayInIndia()}
        required
        defaultValue={departure?.date}
        hint={held > 0 ? "Fixed: bookings hold seats on this date" : undefined}
        readOnly={held > 0}
        error={errors.date}
      />
      <TextField
        label="Seats"
        name="seats"
        type="number"
        inputMode="numeric"
        min={Math.max(1, held)}
        max={MAX_DEPARTURE_SEATS}
        required
        defaultValue={departure?.seats}
        hint={held > 0 ? `At least ${held}: bookings hold that many` : undefined}
        error={errors.seats}
      />
      <TextField
        label="Note for visitors"
        name="note"
        maxLength={200}
        placeholder="Optional"
        defaultValue={departure?.note}
        error={errors.note}
      />
      <TextField
        label="Price per person (₹)"
        name="price"
        inputMode="numeric"
        placeholder="Package's price"
        defaultValue={departure?.price ?? undefined}
        error={errors.price}
      />
    </>
  );
}

/** The Add departure card: cleared after each departure added. */
export function AddDepartureForm() {
  const fetcher = useFetcher<AdminActionResult>({ key: "departure-create" });
  const [round, setRound] = useState(0);
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) setRound((n) => n + 1);
  }, [fetcher.state, result]);
  const refused = refusedOf(result);
  return (
    <section
      aria-labelledby="add-departure-heading"
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="add-departure-heading" className="text-lg font-semibold text-slate-900">
        Add a departure
      </h3>
      {result?.ok && <Notice tone="success">{result.message}</Notice>}
      {refused && <Notice tone="error">{refused.message}</Notice>}
      <fetcher.Form
        key={round}
        method="post"
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-5"
      >
        <input type="hidden" name="intent" value="create" />
        <DepartureFields refused={refused} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={`${buttonClass("primary", "md")} sm:mt-6`}
        >
          {fetcher.state !== "idle" ? "Adding…" : "Add departure"}
        </button>
      </fetcher.Form>
    </section>
  );
}

/** A dialog's form that closes the dialog once its action succeeds, reset for the next opening. */
function useClosingFetcher(key: string, onClose: () => void) {
  const fetcher = useFetcher<AdminActionResult>({ key });
  const succeeded = fetcher.state === "idle" && fetcher.data?.ok;
  useEffect(() => {
    if (!succeeded) return;
    fetcher.reset();
    onClose();
  }, [succeeded, onClose, fetcher]);
  return fetcher;
}

/** Edit a departure's date, seats and note; closes itself once saved. */
export function EditDepartureDialog({
  departure,
  onClose,
}: {
  departure: DepartureAdmin | null;
  onClose: () => void;
}) {
  const fetcher = useClosingFetcher(`departure-update-${departure?.id ?? "none"}`, onClose);
  return (
    <Dialog
      open={departure !== null}
      onClose={onClose}
      title="Edit departure"
      description={departure ? formatTravelDate(departure.date) : undefined}
    >
      {departure && (
        <fetcher.Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={departure.id} />
          {refusedOf(fetcher.data) && <Notice tone="error">{refusedOf(fetcher.data)?.message}</Notice>}
          <DepartureFields departure={departure} refused={refusedOf(fetcher.data)} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className={buttonClass("secondary")}>
              Cancel
            </button>
            <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("primary")}>
              {fetcher.state !== "idle" ? "Saving…" : "Save changes"}
            </button>
          </div>
        </fetcher.Form>
      )}
    </Dialog>
  );
}

/** The question before a departure is deleted, and why it may be refused. */
export function DeleteDepartureDialog({
  departure,
  onClose,
}: {
  departure: DepartureAdmin | null;
  onClose: () => void;
}) {
  const fetcher = useClosingFetcher(`departure-delete-${departure?.id ?? "none"}`, onClose);
  const waiting = departure ? departure.waitlist_waiting + departure.waitlist_offered : 0;
  return (
    <Dialog
      open={departure !== null}
      onClose={onClose}
      title={departure ? `Delete the ${formatTravelDate(departure.date)} departure?` : "Delete departure"}
    >
      {departure && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={departure.id} />
          {refusedOf(fetcher.data) && <Notice tone="error">{refusedOf(fetcher.data)?.message}</Notice>}
          <p className="text-sm text-slate-700">
            It disappears from the package page at once.{" "}
            {waiting > 0 ? `Its waitlist of ${waiting} goes with it.` : "Nobody is on its waitlist."} A
            departure with bookings cannot be deleted: close it instead.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className={buttonClass("secondary")}>
              Keep it
            </button>
            <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("danger")}>
              {fetcher.state !== "idle" ? "Deleting…" : "Delete departure"}
            </button>
          </div>
        </fetcher.Form>
      )}
    </Dialog>
  );
}

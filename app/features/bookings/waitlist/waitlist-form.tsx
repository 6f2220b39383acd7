import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { formatTravelDate } from "~/lib/dates";
import type { Departure, WaitlistJoined } from "../departures/departure-schema";
import { ContactFields, TravellersField } from "../ui/visitor-fields";
import { WAITLIST_INTENT, type WaitlistFormResult } from "./waitlist-form-state";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

type Refused = Extract<WaitlistFormResult, { ok: false }>;

/** The visitor's details for a waitlist: shared by the dialog and the form without JavaScript. */
function WaitlistFields({ refused, travellers }: { refused: Refused | undefined; travellers: number }) {
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  return (
    <div className="space-y-4">
      <input type="hidden" name="intent" value={WAITLIST_INTENT} />
      <ContactFields values={values} errors={errors} />
      <TravellersField
        value={values.number_of_travelers ?? String(travellers)}
        error={errors.number_of_travelers}
      />
      <HoneypotField />
    </div>
  );
}

function RefusalMessage({ refused }: { refused: Refused | undefined }) {
  if (!refused) return null;
  const departureError = refused.errors.departure_id;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {departureError && departureError !== refused.message
        ? `${refused.message} ${departureError}`
        : refused.message}
    </p>
  );
}

/** What the visitor reads once in line. */
function WaitlistJoinedDetails({ joined }: { joined: WaitlistJoined }) {
  return (
    <div role="status" className="space-y-2 text-slate-800">
      <p className="font-display text-lg font-bold text-slate-900">You're on the waitlist</p>
      <p>
        {joined.package_title}, departing {formatTravelDate(joined.date)}, for {joined.number_of_travelers}{" "}
        {joined.number_of_travelers === 1 ? "traveller" : "travellers"}.
      </p>
      <p>
        You are number {joined.position} in line. When seats free up, we email the people in line whose group
        fits, in the order they joined. The seats are not held for anyone: the first to book them gets them,
        so book as soon as our email arrives.
      </p>
    </div>
  );
}

/** The waitlist of one sold-out departure, in a dialog; posts to the package page's action. */
export function WaitlistDialog({
  departure,
  travellers,
  onClose,
}: {
  departure: Departure | null;
  travellers: number;
  onClose: () => void;
}) {
  // one fetcher per departure: each opens on its own form, or on its own answer once joined
  const fetcher = useFetcher<WaitlistFormResult>({ key: `waitlist-${departure?.id ?? "none"}` });
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open={departure !== null}
      onClose={onClose}
      title="Join the Waitlist"
      description={departure ? `Departure on ${formatTravelDate(departure.date)}` : undefined}
    >
      {result?.ok ? (
        <>
          <WaitlistJoinedDetails joined={result.joined} />
          <button type="button" onClick={onClose} className={`mt-5 w-full ${buttonClass("primary", "lg")}`}>
            Done
          </button>
        </>
      ) : (
        departure && (
          <fetcher.Form method="post" noValidate className="space-y-4">
            <p className="text-sm text-slate-700">
              This departure is full. Leave your details and we will email you, in the order you joined, as
              soon as seats free up.
            </p>
            <RefusalMessage refused={result && !result.ok ? result : undefined} />
            <input type="hidden" name="departure_id" value={departure.id} />
            <WaitlistFields refused={result && !result.ok ? result : undefined} travellers={travellers} />
            <PrivacyNoticeLink purpose="to offer you seats on this departure" />
            <button type="submit" disabled={busy} className={`w-full ${buttonClass("primary", "lg")}`}>
              {busy ? "Joining..." : "Join Waitlist"}
            </button>
          </fetcher.Form>
        )
      )}
    </Dialog>
  );
}

/**
 * The waitlist as a plain section of the page, for visitors whose JavaScript has not run: a normal
 * POST to the page's action, answered with the page holding the result or the refused form.
 */
export function WaitlistPageForm({
  result,
  departures,
  chosen,
}: {
  result: WaitlistFormResult | undefined;
  /** the sold-out departures one can wait for */
  departures: readonly Departure[];
  chosen: string | undefined;
}) {
  const refused = result && !result.ok ? result : undefined;
  return (
    <section
      id="waitlist"
      aria-labelledby="waitlist-heading"
      className="mx-auto max-w-xl scroll-mt-24 px-4 py-14"
    >
      <h2 id="waitlist-heading" className="font-display text-3xl font-bold text-slate-900">
        Join a Waitlist
      </h2>
      {result?.ok ? (
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <WaitlistJoinedDetails joined={result.joined} />
        </div>
      ) : (
        <form
          method="post"
          action="#waitlist"
          noValidate
          className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
        >
          <p className="text-sm text-slate-700">
            A departure is full? Leave your details and we will email you, in the order you joined, as soon as
            seats free up.
          </p>
          <RefusalMessage refused={refused} />
          <SelectField
            label="Departure"
            name="departure_id"
            required
            defaultValue={refused?.values.departure_id ?? chosen ?? departures[0]?.id}
            error={refused?.errors.departure_id}
          >
            {departures.map((departure) => (
              <option key={departure.id} value={departure.id}>
                {formatTravelDate(departure.date)}
              </option>
            ))}
          </SelectField>
          <WaitlistFields refused={refused} travellers={2} />
          <PrivacyNoticeLink purpose="to offer you seats on this departure" />
          <button type="submit" className={`w-full ${buttonClass("primary", "lg")}`}>
            Join Waitlist
          </button>
        </form>
      )}
    </section>
  );
}

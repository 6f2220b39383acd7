import { useFetcher } from "react-router";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import { buttonClass } from "~/components/ui/button";
import {
  permitStatusLabels,
  settablePermitStatuses,
  type PermitStatus,
} from "../../../../domain/traveller-values";
import type { TravellerAdminAnswer } from "./traveller-admin-action.server";

/**
 * A masked ID number with its "Reveal" button: the number in full shows only after the post,
 * which the server writes to the audit log. `bookingId` goes with the form on pages of several
 * bookings (the manifest).
 */
export function RevealIdNumber({
  travellerId,
  bookingId,
  masked,
  name,
}: {
  travellerId: string;
  bookingId?: string;
  masked: string;
  name: string;
}) {
  const fetcher = useFetcher<TravellerAdminAnswer>();
  const answer = fetcher.data?.traveller_id === travellerId ? fetcher.data : undefined;
  const mayReveal = useStaffMay("identity");
  if (!masked) return <span className="text-slate-600">Deleted after the trip</span>;
  if (!mayReveal) return <span className="font-mono">{masked}</span>;
  if (answer?.ok && answer.id_number) {
    return (
      <span className="font-mono font-semibold text-slate-900" aria-live="polite">
        {answer.id_number}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" className="inline-flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="reveal" />
      <input type="hidden" name="traveller_id" value={travellerId} />
      {bookingId && <input type="hidden" name="booking_id" value={bookingId} />}
      <span className="font-mono">{masked}</span>
      <button
        type="submit"
        className={`${buttonClass("ghost", "sm")} print:hidden`}
        aria-label={`Reveal the ID number of ${name}`}
        disabled={fetcher.state !== "idle"}
      >
        Reveal
      </button>
      {answer && !answer.ok && (
        <span role="alert" className="text-xs font-medium text-red-700">
          {answer.message}
        </span>
      )}
    </fetcher.Form>
  );
}

/** A traveller's permit: its status (needed → applied → issued) and the permit's file. */
export function PermitForm({
  travellerId,
  bookingId,
  status,
  hasFile,
  name,
  fileLink,
}: {
  travellerId: string;
  bookingId?: string;
  status: PermitStatus;
  hasFile: boolean;
  name: string;
  fileLink: string;
}) {
  const fetcher = useFetcher<TravellerAdminAnswer>();
  const answer = fetcher.data?.traveller_id === travellerId ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="space-y-2 print:hidden">
      <input type="hidden" name="intent" value="permit" />
      <input type="hidden" name="traveller_id" value={travellerId} />
      {bookingId && <input type="hidden" name="booking_id" value={bookingId} />}
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-xs font-medium text-slate-800">
          Permit of {name}
          <select
            name="permit_status"
            defaultValue={status === "not_needed" ? "needed" : status}
            className="mt-1 block rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            {settablePermitStatuses.map((value) => (
              <option key={value} value={value}>
                {permitStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-800">
          Permit file (PDF, JPEG or PNG)
          <input
            type="file"
            name="permit_file"
            accept="application/pdf,image/jpeg,image/png"
            className="mt-1 block max-w-56 text-sm"
          />
        </label>
        <button type="submit" className={buttonClass("secondary", "sm")} disabled={fetcher.state !== "idle"}>
          Save permit
        </button>
      </div>
      {hasFile && (
        <a href={fileLink} className="text-xs font-medium text-brand-800 underline">
          Download the permit on record
        </a>
      )}
      {answer && (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`text-xs font-medium ${answer.ok ? "text-green-800" : "text-red-700"}`}
        >
          {answer.errors?.permit_file ?? answer.message}
        </p>
      )}
    </fetcher.Form>
  );
}

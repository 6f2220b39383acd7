import { useCallback, useEffect, useState } from "react";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Notice } from "~/components/ui/notice";
import { StatusBadge, type BadgeTone } from "~/components/ui/status-badge";
import { RowAction, RowActions } from "~/components/ui/row-actions";
import { TableHead } from "~/components/ui/table-head";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { EmailText } from "~/components/ui/email-text";
import { formatPhone } from "~/lib/phone";
import { possessive } from "~/lib/possessive";
import type { AdminActionResult, WaitlistIntent } from "../departures/departure-admin-state";
import type { WaitlistEntry, WaitlistStatus } from "../departures/departure-schema";
import { waitlistStatusLabels } from "../../../../domain/departure-values";

const td = "px-3 py-3 text-sm";

const toneOf: Record<WaitlistStatus, BadgeTone> = {
  waiting: "yellow",
  offered: "blue",
  booked: "green",
  removed: "slate",
};

function WaitlistStatusBadge({ status }: { status: WaitlistStatus }) {
  return <StatusBadge tone={toneOf[status]}>{waitlistStatusLabels[status]}</StatusBadge>;
}

const travellers = (n: number) => `${n} ${n === 1 ? "traveller" : "travellers"}`;

/** What the entry was offered, when, and the booking it became. */
function offerText(entry: WaitlistEntry): string {
  const parts: string[] = [];
  if (entry.offered_at) {
    const seats = entry.offered_seats ?? 0;
    parts.push(`${seats} ${seats === 1 ? "seat" : "seats"} offered ${formatIndiaDateTime(entry.offered_at)}`);
  }
  if (entry.booking_reference) parts.push(`Booking ${entry.booking_reference}`);
  return parts.join(" · ") || "—";
}

type Pending = { intent: WaitlistIntent; entry: WaitlistEntry };

/** Asks before an entry becomes a booking (the traveller is emailed) or leaves the line. */
function ConfirmDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: Pending | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const fetcher = useFetcher<AdminActionResult>({ key: "waitlist-admin" });
  const done = fetcher.state === "idle" && fetcher.data?.ok === true ? fetcher.data.message : null;
  useEffect(() => {
    if (done === null) return;
    onDone(done);
    fetcher.reset();
    onClose();
  }, [done, onClose, onDone, fetcher]);
  const entry = pending?.entry;
  const converting = pending?.intent === "convert";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <Dialog
      open={pending !== null}
      onClose={onClose}
      title={converting ? "Convert to booking?" : "Remove from the waitlist?"}
      description={entry ? `${entry.customer_name}, ${travellers(entry.number_of_travelers)}` : undefined}
    >
      {entry && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={pending.intent} />
          <input type="hidden" name="id" value={entry.id} />
          {refused && <Notice tone="error">{refused.message}</Notice>}
          <p className="text-sm text-slate-700">
            {converting
              ? `A pending booking of ${entry.package_title} on ${formatTravelDate(entry.departure_date)} for ${travellers(entry.number_of_travelers)}, at the package's triple-sharing price. The traveller gets the usual confirmation email.`
              : "The entry stays listed as removed and is never offered seats."}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className={buttonClass("secondary")}>
              Cancel
            </button>
            <button
              type="submit"
              disabled={fetcher.state !== "idle"}
              className={buttonClass(converting ? "primary" : "danger")}
            >
              {fetcher.state !== "idle" ? "Working…" : converting ? "Convert to booking" : "Remove"}
            </button>
          </div>
        </fetcher.Form>
      )}
    </Dialog>
  );
}

/** The waitlist: who waits for which departure, in the order they joined, and what they were offered. */
export function WaitlistAdminTable({ entries }: { entries: WaitlistEntry[] }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [lastDone, setLastDone] = useState<string | null>(null);
  const close = useCallback(() => setPending(null), []);
  const mayRemove = useStaffMay("delete");
  return (
    <>
      {lastDone && <Notice tone="success">{lastDone}</Notice>}
      {entries.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white px-4 py-6 text-center text-slate-700 ring-1 ring-slate-200">
          Nobody is on this waitlist.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full">
            <caption className="sr-only">Waitlist entries by departure, in the order they joined</caption>
            <TableHead
              columns={[
                { label: "Traveller" },
                { label: "Departure", from: "md" },
                { label: "Travellers", from: "sm" },
                { label: "Joined", from: "lg" },
                { label: "Status", from: "sm" },
                { label: "Offer", from: "lg" },
                { label: "Actions" },
              ]}
            />
            <tbody>
              {entries.map((entry) => {
                const active = entry.status === "waiting" || entry.status === "offered";
                return (
                  <tr key={entry.id} className="border-t border-slate-200 align-top">
                    <td className={`${td} min-w-44`}>
                      <span className="block font-medium text-slate-900">{entry.customer_name}</span>
                      <a
                        className="block text-xs text-brand-800 underline"
                        href={`mailto:${entry.customer_email}`}
                      >
                        <EmailText email={entry.customer_email} />
                      </a>
                      <a
                        className="block whitespace-nowrap text-xs text-brand-800 underline"
                        href={`tel:${entry.customer_phone}`}
                      >
                        {formatPhone(entry.customer_phone)}
                      </a>
                      <span className="mt-1 block text-xs text-slate-700 md:hidden">
                        {entry.package_title}, {formatTravelDate(entry.departure_date)} ·{" "}
                        {travellers(entry.number_of_travelers)}
                      </span>
                      {offerText(entry) !== "—" && (
                        <span className="mt-1 block text-xs text-slate-700 lg:hidden">
                          {offerText(entry)}
                        </span>
                      )}
                      <span className="mt-1.5 block sm:hidden">
                        <WaitlistStatusBadge status={entry.status} />
                      </span>
                    </td>
                    <td className={`${td} hidden md:table-cell`}>
                      <span className="block text-slate-900">{entry.package_title}</span>
                      <span className="block whitespace-nowrap text-xs text-slate-600">
                        {formatTravelDate(entry.departure_date)}
                      </span>
                    </td>
                    <td className={`${td} hidden tabular-nums sm:table-cell`}>{entry.number_of_travelers}</td>
                    <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>
                      {formatIndiaDateTime(entry.createdAt)}
                    </td>
                    <td className={`${td} hidden sm:table-cell`}>
                      <WaitlistStatusBadge status={entry.status} />
                    </td>
                    <td className={`${td} hidden lg:table-cell`}>{offerText(entry)}</td>
                    <td className={td}>
                      {active && (
                        <RowActions>
                          <RowAction
                            label={`Convert ${possessive(entry.customer_name)} entry to a booking`}
                            onClick={() => setPending({ intent: "convert", entry })}
                            variant="secondary"
                          >
                            Convert to booking
                          </RowAction>
                          {mayRemove && (
                            <RowAction
                              label={`Remove ${entry.customer_name} from the waitlist`}
                              onClick={() => setPending({ intent: "remove", entry })}
                            >
                              Remove
                            </RowAction>
                          )}
                        </RowActions>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog pending={pending} onClose={close} onDone={setLastDone} />
    </>
  );
}

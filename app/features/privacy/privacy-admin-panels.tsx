import type { ReactNode } from "react";
import { Form, NavLink, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { StatusBadge, type BadgeTone } from "~/components/ui/status-badge";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import type { BreachView } from "./breaches/breach-schema";
import type { ComplaintView } from "./grievance/complaint-schema";
import { privacyRequestKindLabels, type PrivacyRequestView } from "./requests/privacy-request-schema";

const tabs = [
  { to: "/admin/people", label: "Export and erase" },
  { to: "/admin/people/requests", label: "Requests" },
  { to: "/admin/people/consents", label: "Consents" },
  { to: "/admin/people/complaints", label: "Complaints" },
  { to: "/admin/people/breaches", label: "Breaches" },
];

/** The Personal data section's own tabs (each its own URL; the current one is aria-current). */
export function PersonalDataTabs() {
  return (
    <nav aria-label="Personal data" className="-mx-1 mt-4 border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-block border-b-2 px-4 py-2.5 text-sm font-semibold ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "12 days left", "due today", "3 days late": the deadline in words and colour. */
function Deadline({ dueBy, daysLeft }: { dueBy: string; daysLeft: number }) {
  const tone: BadgeTone = daysLeft < 0 ? "red" : daysLeft <= 7 ? "yellow" : "slate";
  const words =
    daysLeft < 0
      ? `${-daysLeft} day${daysLeft === -1 ? "" : "s"} late`
      : daysLeft === 0
        ? "due today"
        : `${daysLeft} day${daysLeft === 1 ? "" : "s"} left`;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Due {formatTravelDate(dueBy)} <StatusBadge tone={tone}>{words}</StatusBadge>
    </span>
  );
}

function Card({ title, badge, children }: { title: string; badge: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {badge}
      </div>
      <div className="mt-3 space-y-3 text-sm text-slate-700">{children}</div>
    </li>
  );
}

const requestTone: Record<PrivacyRequestView["status"], BadgeTone> = {
  unconfirmed: "slate",
  open: "yellow",
  completed: "green",
  refused: "red",
};
const requestStatusLabel: Record<PrivacyRequestView["status"], string> = {
  unconfirmed: "Awaiting the email link",
  open: "Open",
  completed: "Completed",
  refused: "Refused",
};

export type DecisionAnswer = { id: string; message: string; errors?: Record<string, string> };

/** The rights requests queue: open ones by deadline, with the export and erasure at hand. */
export function PrivacyRequestQueue({
  requests,
  answer,
}: {
  requests: PrivacyRequestView[];
  answer?: DecisionAnswer;
}) {
  const busy = useNavigation().state !== "idle";
  if (requests.length === 0) return <p className="mt-6 text-slate-700">No requests yet.</p>;
  return (
    <ul className="mt-6 space-y-4">
      {requests.map((request) => {
        const here = answer?.id === request.id ? answer : undefined;
        return (
          <Card
            key={request.id}
            title={`${request.reference} · ${privacyRequestKindLabels[request.kind]}`}
            badge={
              <StatusBadge tone={requestTone[request.status]}>
                {requestStatusLabel[request.status]}
              </StatusBadge>
            }
          >
            <p>
              {request.name} · <span className="break-all">{request.email}</span> · received{" "}
              {formatIndiaDateTime(request.createdAt)}
            </p>
            {request.message && (
              <p className="whitespace-pre-line rounded bg-slate-50 p-3">{request.message}</p>
            )}
            {request.status === "open" && <Deadline dueBy={request.dueBy} daysLeft={request.daysLeft} />}
            {(request.status === "completed" || request.status === "refused") && (
              <p>
                Closed {request.decidedAt ? formatIndiaDateTime(request.decidedAt) : ""} by{" "}
                {request.decidedBy}: {request.outcome}
              </p>
            )}
            {request.status === "open" && (
              <>
                {request.kind === "access" && (
                  <p>
                    <a
                      className="font-medium text-brand-800 underline"
                      href={`/api/people/export?contact=${encodeURIComponent(request.email)}`}
                    >
                      Download what we hold (JSON)
                    </a>{" "}
                    · completing the request emails the same file to {request.email}.
                  </p>
                )}
                {request.kind === "erasure" && (
                  <p>
                    Completing the request erases the person&apos;s data (as Export and erase does) and tells
                    them.
                  </p>
                )}
                {request.kind === "correction" && (
                  <p>Correct the booking or enquiry first, then complete the request.</p>
                )}
                <Form method="post" className="space-y-3 border-t border-slate-100 pt-3">
                  <input type="hidden" name="id" value={request.id} />
                  <input
                    type="hidden"
                    name="intent"
                    value={request.kind === "erasure" ? "erasure" : "decide"}
                  />
                  {here && (
                    <p role="alert" className="font-medium text-red-700">
                      {here.message}
                    </p>
                  )}
                  <SelectField
                    label="Outcome"
                    name="outcome"
                    defaultValue="completed"
                    error={here?.errors?.outcome}
                  >
                    <option value="completed">Completed</option>
                    <option value="refused">Refused</option>
                  </SelectField>
                  <TextAreaField
                    label="What was done, or why not (emailed to the requester)"
                    name="note"
                    rows={3}
                    required
                    error={here?.errors?.note}
                  />
                  <button type="submit" disabled={busy} className={buttonClass("primary")}>
                    Close request {request.reference}
                  </button>
                </Form>
              </>
            )}
          </Card>
        );
      })}
    </ul>
  );
}

/** The complaints queue: open ones by their one-month deadline. */
export function ComplaintQueue({
  complaints,
  answer,
}: {
  complaints: ComplaintView[];
  answer?: DecisionAnswer;
}) {
  const busy = useNavigation().state !== "idle";
  if (complaints.length === 0) return <p className="mt-6 text-slate-700">No complaints yet.</p>;
  return (
    <ul className="mt-6 space-y-4">
      {complaints.map((complaint) => {
        const here = answer?.id === complaint.id ? answer : undefined;
        return (
          <Card
            key={complaint.id}
            title={`${complaint.ticket} · ${complaint.name}`}
            badge={
              <StatusBadge tone={complaint.status === "open" ? "yellow" : "green"}>
                {complaint.status === "open" ? "Open" : "Resolved"}
              </StatusBadge>
            }
          >
            <p>
              <span className="break-all">{complaint.email}</span>
              {complaint.phone && ` · ${complaint.phone}`}
              {complaint.bookingReference && ` · about ${complaint.bookingReference}`} · received{" "}
              {formatIndiaDateTime(complaint.createdAt)}
            </p>
            <p className="whitespace-pre-line rounded bg-slate-50 p-3">{complaint.message}</p>
            {complaint.status === "open" ? (
              <>
                <Deadline dueBy={complaint.dueBy} daysLeft={complaint.daysLeft} />
                <Form method="post" className="space-y-3 border-t border-slate-100 pt-3">
                  <input type="hidden" name="id" value={complaint.id} />
                  {here && (
                    <p role="alert" className="font-medium text-red-700">
                      {here.message}
                    </p>
                  )}
                  <TextAreaField
                    label="Resolution (emailed to the customer)"
                    name="outcome"
                    rows={3}
                    required
                    error={here?.errors?.outcome}
                  />
                  <button type="submit" disabled={busy} className={buttonClass("primary")}>
                    Resolve {complaint.ticket}
                  </button>
                </Form>
              </>
            ) : (
              <p>
                Resolved {complaint.resolvedAt ? formatIndiaDateTime(complaint.resolvedAt) : ""} by{" "}
                {complaint.resolvedBy}: {complaint.outcome}
              </p>
            )}
          </Card>
        );
      })}
    </ul>
  );
}

function boardDeadline(breach: BreachView): ReactNode {
  if (breach.boardToldAt) {
    return <StatusBadge tone="green">Board told {formatIndiaDateTime(breach.boardToldAt)}</StatusBadge>;
  }
  const hours = breach.boardHoursLeft ?? 0;
  return (
    <StatusBadge tone={hours < 0 ? "red" : "yellow"}>
      {hours < 0 ? `Board report ${-hours} h late` : `Board report due in ${hours} h`}
    </StatusBadge>
  );
}

/** The breach log, each with the Board's 72-hour deadline and when the people were told. */
export function BreachLog({ breaches, answer }: { breaches: BreachView[]; answer?: DecisionAnswer }) {
  const busy = useNavigation().state !== "idle";
  if (breaches.length === 0) return <p className="mt-6 text-slate-700">No breach recorded.</p>;
  return (
    <ul className="mt-6 space-y-4">
      {breaches.map((breach) => {
        const here = answer?.id === breach.id ? answer : undefined;
        return (
          <Card
            key={breach.id}
            title={`Found ${formatIndiaDateTime(breach.foundAt)}`}
            badge={boardDeadline(breach)}
          >
            <p className="whitespace-pre-line">{breach.description}</p>
            <p>
              Touched: {breach.affected}
              {breach.affectedCount !== null && ` (${breach.affectedCount} people)`}
            </p>
            <p>Board report due by {formatIndiaDateTime(breach.boardDueAt)} (72 hours after it was found).</p>
            <p>
              People told: {breach.peopleToldAt ? formatIndiaDateTime(breach.peopleToldAt) : "not yet"} ·
              recorded by {breach.recordedBy}
            </p>
            {(!breach.boardToldAt || !breach.peopleToldAt) && (
              <Form method="post" className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
                <input type="hidden" name="intent" value="notices" />
                <input type="hidden" name="id" value={breach.id} />
                {here && (
                  <p role="alert" className="font-medium text-red-700 sm:col-span-2">
                    {here.message}
                  </p>
                )}
                {!breach.boardToldAt && (
                  <TextField
                    label="Board told at (India time)"
                    name="board_told_at"
                    type="datetime-local"
                    error={here?.errors?.board_told_at}
                  />
                )}
                {!breach.peopleToldAt && (
                  <TextField
                    label="People told at (India time)"
                    name="people_told_at"
                    type="datetime-local"
                    error={here?.errors?.people_told_at}
                  />
                )}
                <div className="sm:col-span-2">
                  <button type="submit" disabled={busy} className={buttonClass("secondary")}>
                    Save notices
                  </button>
                </div>
              </Form>
            )}
          </Card>
        );
      })}
    </ul>
  );
}

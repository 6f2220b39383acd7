import { Fragment } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatIndiaDateTime } from "~/lib/dates";
import {
  outboxStatusLabels,
  type OutboxEmailJson,
  type OutboxFilter,
  type OutboxStatus,
} from "./outbox-schema";
import { EmailText } from "~/components/ui/email-text";

const badge: Record<OutboxStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  capped: "bg-orange-100 text-orange-900",
};

/** The Emails screen's filters after "All": each status, then everything that did not go. */
export const outboxFilters: { value: OutboxFilter; label: string }[] = [
  { value: "unsent", label: "Not sent" },
  { value: "pending", label: "Pending" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
  { value: "capped", label: "Held by limit" },
];

/** Failed (refused or out of tries) and held emails: the admin can send them again. */
const resendable = (email: OutboxEmailJson) => email.status === "failed" || email.status === "capped";

function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[status]}`}>
      {outboxStatusLabels[status]}
    </span>
  );
}

const when = (value: string | null) => (value ? formatIndiaDateTime(value) : "–");

/** The admin's resend button: a form post, so it works before the page's script has loaded. */
function ResendForm({ id, compact = false }: { id: string; compact?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="resend"
        className={buttonClass("secondary", compact ? "sm" : "md")}
      >
        Resend
      </button>
    </Form>
  );
}

/** One row per email: a table on wide screens, cards on a phone. `openHref` opens the email. */
export function OutboxList({
  emails,
  openHref,
}: {
  emails: OutboxEmailJson[];
  openHref: (id: string) => string;
}) {
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm lg:table">
        <caption className="sr-only">Emails, newest first</caption>
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Recipient
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Subject
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Event
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Tries
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Reason not sent
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Queued
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Sent
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={email.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3">
                <EmailText email={email.to} />
              </td>
              <td className="py-2 pr-3">
                <Link to={openHref(email.id)} className="font-medium text-brand-800 underline">
                  {email.subject}
                </Link>
              </td>
              <td className="py-2 pr-3 text-slate-700">{email.event}</td>
              <td className="py-2 pr-3">
                <StatusBadge status={email.status} />
              </td>
              <td className="py-2 pr-3">{email.attempts}</td>
              <td className="max-w-48 py-2 pr-3 break-words text-slate-700">{email.last_error ?? "–"}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{when(email.created_at)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{when(email.sent_at)}</td>
              <td className="py-2">{resendable(email) && <ResendForm id={email.id} compact />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 lg:hidden" aria-label="Emails, newest first">
        {emails.map((email) => (
          <li key={email.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <Link to={openHref(email.id)} className="font-medium text-brand-800 underline">
                {email.subject}
              </Link>
              <StatusBadge status={email.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">To</dt>
              <dd>
                <EmailText email={email.to} />
              </dd>
              <dt className="text-slate-600">Event</dt>
              <dd>{email.event}</dd>
              <dt className="text-slate-600">Tries</dt>
              <dd>{email.attempts}</dd>
              <dt className="text-slate-600">Queued</dt>
              <dd>{when(email.created_at)}</dd>
              <dt className="text-slate-600">Sent</dt>
              <dd>{when(email.sent_at)}</dd>
              {email.last_error && (
                <>
                  <dt className="text-slate-600">Reason not sent</dt>
                  <dd className="break-words">{email.last_error}</dd>
                </>
              )}
            </dl>
            {resendable(email) && (
              <div className="mt-3">
                <ResendForm id={email.id} compact />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** One email opened: its headers, the HTML part as the recipient sees it, and the text part. */
export function OutboxEmailDetail({ email }: { email: OutboxEmailJson }) {
  return (
    <div className="space-y-4 px-5 py-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">To</dt>
        <dd>
          <EmailText email={email.to} />
        </dd>
        <dt className="text-slate-600">Event</dt>
        <dd>{email.event}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          <StatusBadge status={email.status} />
        </dd>
        <dt className="text-slate-600">Tries</dt>
        <dd>{email.attempts}</dd>
        <dt className="text-slate-600">Queued</dt>
        <dd>{when(email.created_at)}</dd>
        <dt className="text-slate-600">Sent</dt>
        <dd>{when(email.sent_at)}</dd>
        {email.last_error && (
          <>
            <dt className="text-slate-600">Reason not sent</dt>
            <dd className="break-words">{email.last_error}</dd>
          </>
        )}
        {email.attachments && email.attachments.length > 0 && (
          <>
            <dt className="text-slate-600">Attached</dt>
            <dd>
              <ul>
                {email.attachments.map((file, i) => (
                  <li key={i} className="break-words">
                    {file.filename}{" "}
                    <span className="text-slate-600">({file.content_type.split(";")[0]})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {Object.entries(email.headers ?? {}).map(([name, value]) => (
          <Fragment key={name}>
            <dt className="text-slate-600">{name}</dt>
            <dd className="break-all">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {resendable(email) && <ResendForm id={email.id} />}
      {email.html && (
        <section>
          <h3 className="mb-2 font-semibold text-slate-900">As the recipient sees it</h3>
          {/* an empty sandbox: no scripts, no forms, no navigation of this page */}
          <iframe
            title="HTML part of the email"
            srcDoc={email.html}
            sandbox=""
            className="h-[28rem] w-full rounded-lg border border-slate-200"
          />
        </section>
      )}
      <section>
        <h3 className="mb-2 font-semibold text-slate-900">Plain text</h3>
        <pre
          tabIndex={0}
          aria-label="Plain text of the email"
          className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs text-slate-800"
        >
          {email.text}
        </pre>
      </section>
    </div>
  );
}

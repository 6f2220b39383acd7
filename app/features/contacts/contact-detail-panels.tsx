import { useEffect, useState } from "react";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { DetailList } from "~/components/ui/expandable-row";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import { StageBadge } from "./contact-list-panels";
import { contactStageLabels, contactStages, type ContactJson, type TimelineEvent } from "./contact-schema";

type Answer = { intent: string; ok: boolean; message: string; errors?: Record<string, string> | undefined };

const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

function answerFor(answer: Answer | undefined, intent: string) {
  return answer && answer.intent === intent ? answer : undefined;
}

/** Who the contact is and where they first came from. */
export function ContactDetails({ contact }: { contact: ContactJson }) {
  const campaign = [contact.utm_source, contact.utm_medium, contact.utm_campaign].filter(Boolean).join(" / ");
  return (
    <section aria-labelledby="details-heading" className={card}>
      <h2 id="details-heading" className="font-semibold text-slate-900">
        Details
      </h2>
      <div className="mt-3">
        <DetailList
          items={[
            { label: "Stage", value: <StageBadge stage={contact.stage} /> },
            {
              label: "Phone",
              value: contact.phone && (
                <a className="whitespace-nowrap text-brand-800 underline" href={`tel:${contact.phone}`}>
                  {formatPhone(contact.phone)}
                </a>
              ),
            },
            {
              label: "Email",
              value: contact.email && (
                <a className="break-all text-brand-800 underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              ),
            },
            { label: "Owner", value: contact.owner_id ?? "Nobody yet" },
            { label: "Next follow-up", value: contact.next_follow_up ?? "None" },
            { label: "First came from", value: campaign || contact.referrer || "Direct" },
            ...(contact.referrer && campaign ? [{ label: "Referring site", value: contact.referrer }] : []),
            { label: "Added", value: formatIndiaDateTime(contact.created_at) },
            ...(contact.stage === "lost"
              ? [{ label: "Lost because", value: contact.lost_reason, wide: true }]
              : []),
          ]}
        />
      </div>
    </section>
  );
}

/** Stage, owner, follow-up day and notes: one form; lost asks why. */
export function ContactEditForm({
  contact,
  owners,
  answer,
}: {
  contact: ContactJson;
  owners: { id: string }[];
  answer: Answer | undefined;
}) {
  const [stage, setStage] = useState(contact.stage);
  const mine = answerFor(answer, "update");
  const errors = mine?.errors ?? {};
  return (
    <section aria-labelledby="pipeline-heading" className={card}>
      <h2 id="pipeline-heading" className="font-semibold text-slate-900">
        Pipeline
      </h2>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="update" />
        <SelectField
          label="Stage"
          name="stage"
          value={stage}
          onChange={(event) => setStage(event.target.value as typeof stage)}
          error={errors.stage}
        >
          {contactStages.map((value) => (
            <option key={value} value={value}>
              {contactStageLabels[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Owner"
          name="owner_id"
          defaultValue={contact.owner_id ?? ""}
          error={errors.owner_id}
        >
          <option value="">Nobody</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.id}
            </option>
          ))}
        </SelectField>
        {stage === "lost" && (
          <div className="sm:col-span-2">
            <TextField
              label="Why was it lost?"
              name="lost_reason"
              required
              maxLength={300}
              defaultValue={contact.lost_reason}
              error={errors.lost_reason}
            />
          </div>
        )}
        <TextField
          label="Next follow-up"
          name="next_follow_up"
          type="date"
          defaultValue={contact.next_follow_up ?? ""}
          error={errors.next_follow_up}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Notes"
            name="notes"
            rows={3}
            defaultValue={contact.notes}
            error={errors.notes}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass("primary")}>
            Save
          </button>
          {mine && <Notice tone={mine.ok ? "success" : "error"}>{mine.message}</Notice>}
        </div>
      </Form>
    </section>
  );
}

/** A note, or a call made: on the timeline with who wrote it. */
export function ContactNoteForm({ answer }: { answer: Answer | undefined }) {
  const mine = answerFor(answer, "note");
  return (
    <section aria-labelledby="note-heading" className={card}>
      <h2 id="note-heading" className="font-semibold text-slate-900">
        Add a note or a call
      </h2>
      <Form method="post" className="mt-3 space-y-3" key={mine?.ok ? mine.message + Date.now() : "note"}>
        <input type="hidden" name="intent" value="note" />
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Kind</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="note" defaultChecked /> Note
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="call" /> Call made
          </label>
        </fieldset>
        <TextAreaField label="What happened" name="text" rows={3} required error={mine?.errors?.text} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("secondary")}>
            Add to timeline
          </button>
          {mine && <Notice tone={mine.ok ? "success" : "error"}>{mine.message}</Notice>}
        </div>
      </Form>
    </section>
  );
}

/** Everything the contact and the staff did, newest first. */
export function ContactTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <section aria-labelledby="timeline-heading" className={card}>
      <h2 id="timeline-heading" className="font-semibold text-slate-900">
        Timeline
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing yet.</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="text-sm">
              <p className="font-medium text-slate-900">
                {event.link ? (
                  <Link to={event.link} className="text-brand-800 underline">
                    {event.title}
                  </Link>
                ) : (
                  event.title
                )}
              </p>
              {event.detail && <p className="whitespace-pre-line text-slate-700">{event.detail}</p>}
              <p className="text-xs text-slate-600">
                {formatIndiaDateTime(event.at)}
                {event.by ? ` · by ${event.by}` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Merging this contact into another: search by name, email or phone, choose one, confirm. */
export function MergeContactDialog({
  contact,
  answer,
}: {
  contact: ContactJson;
  answer: Answer | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [results, setResults] = useState<ContactJson[]>([]);
  const mine = answerFor(answer, "merge");
  const mayMerge = useStaffMay("merge");
  useEffect(() => {
    if (!open || q.trim().length < 3) return;
    let stale = false;
    // the same list the API gives: GET /api/contacts with the staff member's session
    const timer = setTimeout(async () => {
      const response = await fetch(`/api/contacts?limit=10&q=${encodeURIComponent(q.trim())}`);
      const body: unknown = response.ok ? await response.json() : [];
      if (!stale) setResults(Array.isArray(body) ? (body as ContactJson[]) : []);
    }, 250);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [open, q]);
  const found = q.trim().length < 3 ? [] : results.filter((other) => other.id !== contact.id);
  if (!mayMerge) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("ghost", "sm")}>
        Merge into another contact…
      </button>
      {mine && !mine.ok && <Notice tone="error">{mine.message}</Notice>}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Merge this contact"
        description="Its enquiries, bookings, orders and notes move to the contact you choose. Nothing is deleted."
      >
        <TextField
          label="Find the other contact"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          hint="Name, email or phone (at least 3 characters)"
        />
        <Form method="post" className="mt-4 space-y-3" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="merge" />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Merge into</legend>
            {found.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                {q.trim().length < 3 ? "Type to search." : "No other contact found."}
              </p>
            ) : (
              <ul className="mt-2 space-y-2">
                {found.map((other) => (
                  <li key={other.id}>
                    <label className="flex items-start gap-2 rounded-lg p-2 text-sm ring-1 ring-slate-200">
                      <input type="radio" name="into" value={other.id} required className="mt-1" />
                      <span>
                        <span className="block font-medium">{other.name || "Unnamed contact"}</span>
                        <span className="block text-slate-600">
                          {[formatPhone(other.phone), other.email].filter(Boolean).join(" · ")}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass("secondary")}>
              Cancel
            </button>
            <button type="submit" className={buttonClass("danger")} disabled={found.length === 0}>
              Merge
            </button>
          </div>
        </Form>
      </Dialog>
    </>
  );
}

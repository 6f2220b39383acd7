import { Link } from "react-router";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import type { PipelineOverview } from "./pipeline-overview-service.server";

const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200";

function ContactList({
  contacts,
  empty,
  note,
}: {
  contacts: PipelineOverview["newLeads"];
  empty: string;
  note: (contact: PipelineOverview["newLeads"][number]) => string;
}) {
  if (contacts.length === 0) return <p className="mt-2 text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {contacts.map((contact) => (
        <li key={contact.id} className="py-2 text-sm">
          <Link to={`/admin/contacts/${contact.id}`} className="font-medium text-brand-800 underline">
            {contact.name || contact.email || formatPhone(contact.phone) || "Unnamed contact"}
          </Link>
          <span className="block text-slate-600">{note(contact)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Follow-ups due today (the staff member's own and everyone's) and the new leads waiting longest. */
export function PipelinePanels({ pipeline }: { pipeline: PipelineOverview }) {
  const dueNote = (contact: PipelineOverview["newLeads"][number]) =>
    `${contact.next_follow_up === pipeline.today ? "Today" : `Due ${contact.next_follow_up}`}${contact.owner ? ` · ${contact.owner}` : ""}`;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="my-follow-ups-heading" className={card}>
        <h2 id="my-follow-ups-heading" className="text-lg font-semibold text-slate-900">
          Your follow-ups due today
        </h2>
        <ContactList contacts={pipeline.myFollowUps} empty="None due." note={dueNote} />
      </section>
      <section aria-labelledby="all-follow-ups-heading" className={card}>
        <h2 id="all-follow-ups-heading" className="text-lg font-semibold text-slate-900">
          All follow-ups due today
        </h2>
        <ContactList contacts={pipeline.allFollowUps} empty="None due." note={dueNote} />
      </section>
      <section aria-labelledby="new-leads-heading" className={card}>
        <h2 id="new-leads-heading" className="text-lg font-semibold text-slate-900">
          New leads not yet contacted
        </h2>
        <p className="text-sm text-slate-600">Oldest first</p>
        <ContactList
          contacts={pipeline.newLeads}
          empty="Every lead has been contacted."
          note={(contact) => `Since ${formatIndiaDateTime(contact.created_at)}`}
        />
      </section>
    </div>
  );
}

/** This month's leads by source and how many came to contacted, quoted and won. */
export function PipelineFunnel({ pipeline }: { pipeline: PipelineOverview }) {
  return (
    <section aria-labelledby="funnel-heading" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="funnel-heading" className="text-lg font-semibold text-slate-900">
          This month&apos;s funnel by source
        </h2>
        <Link to="/admin/contacts/sources" className="text-sm text-brand-800 underline">
          Bookings by source
        </Link>
      </div>
      <p className="text-sm text-slate-600">Contacts first seen this month, and how far each has come</p>
      {pipeline.funnel.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No new contacts this month.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Leads, contacted, quoted and won this month by source</caption>
            <thead>
              <tr className="text-left text-slate-600">
                {["Source", "Leads", "Contacted", "Quoted", "Booked"].map((label, index) => (
                  <th key={label} scope="col" className={`py-1 font-medium ${index > 0 ? "text-right" : ""}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {pipeline.funnel.map((row) => (
                <tr key={row.source} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal text-slate-700">
                    {row.source || "(direct)"}
                  </th>
                  <td className="py-1 text-right">{row.leads}</td>
                  <td className="py-1 text-right">{row.contacted}</td>
                  <td className="py-1 text-right">{row.quoted}</td>
                  <td className="py-1 text-right">{row.won}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

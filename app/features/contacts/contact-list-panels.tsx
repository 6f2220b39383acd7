import { Link } from "react-router";
import { ChoiceFilter, FilterBar, SearchFilter } from "~/components/ui/filter-bar";
import { StatusBadge, type BadgeTone } from "~/components/ui/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { formatIndiaDateTime } from "~/lib/dates";
import type { ScreenFilters } from "~/lib/list-query";
import { formatPhone } from "~/lib/phone";
import {
  contactStageLabels,
  contactStages,
  type ContactAdminQuery,
  type ContactJson,
  type ContactStage,
} from "./contact-schema";

const stageTones: Record<ContactStage, BadgeTone> = {
  new: "blue",
  contacted: "yellow",
  quoted: "slate",
  won: "green",
  lost: "red",
};

export function StageBadge({ stage }: { stage: ContactStage }) {
  return <StatusBadge tone={stageTones[stage]}>{contactStageLabels[stage]}</StatusBadge>;
}

const stageChoices = contactStages.map((stage) => ({ value: stage, label: contactStageLabels[stage] }));

/** The Contacts screen's filters: a GET form, so every filtered view has its own URL. */
export function ContactFilters(props: ScreenFilters<ContactAdminQuery> & { owners: { id: string }[] }) {
  const { owners, ...filters } = props;
  return (
    <FilterBar label="Filter contacts" columns={5} {...filters}>
      <SearchFilter hint="Name, email or phone in any format" />
      <ChoiceFilter name="status" label="Stage" all="All stages" choices={stageChoices} />
      <ChoiceFilter
        name="owner"
        label="Owner"
        all="Anyone"
        choices={owners.map((owner) => ({ value: owner.id, label: owner.id }))}
      />
      <ChoiceFilter
        name="view"
        label="View"
        all="List"
        choices={[{ value: "board", label: "Board" }]}
        className="col-span-2 lg:col-span-1"
      />
    </FilterBar>
  );
}

const td = "px-3 py-3 text-sm";

function nameOf(contact: ContactJson): string {
  return contact.name || contact.email || formatPhone(contact.phone) || "Unnamed contact";
}

function campaignOf(contact: ContactJson): string {
  return (
    [contact.utm_source, contact.utm_medium, contact.utm_campaign].filter(Boolean).join(" / ") ||
    contact.referrer
  );
}

/** The list view: one row per contact, its name a link to the contact's page. */
export function ContactTable({ contacts }: { contacts: ContactJson[] }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">Contacts</caption>
        <TableHead
          columns={[
            { label: "Name" },
            { label: "Stage" },
            { label: "Phone", from: "md" },
            { label: "Email", from: "lg" },
            { label: "Owner", from: "sm" },
            { label: "Follow-up", from: "sm" },
            { label: "Source", from: "lg" },
            { label: "Added", from: "lg" },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {contacts.map((contact) => (
            <tr key={contact.id}>
              <td className={td}>
                <Link to={`/admin/contacts/${contact.id}`} className="font-medium text-brand-800 underline">
                  {nameOf(contact)}
                </Link>
              </td>
              <td className={td}>
                <StageBadge stage={contact.stage} />
              </td>
              <td className={`${td} hidden whitespace-nowrap md:table-cell`}>{formatPhone(contact.phone)}</td>
              <td className={`${td} hidden break-all lg:table-cell`}>{contact.email}</td>
              <td className={`${td} hidden sm:table-cell`}>{contact.owner_id ?? "—"}</td>
              <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
                {contact.next_follow_up ?? "—"}
              </td>
              <td className={`${td} hidden lg:table-cell`}>{campaignOf(contact) || "—"}</td>
              <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>
                {formatIndiaDateTime(contact.created_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The board view: a column per stage, newest first, each card a link to the contact. */
export function ContactBoard({
  columns,
}: {
  columns: { stage: ContactStage; contacts: ContactJson[]; more: boolean }[];
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-5">
      {columns.map((column) => (
        <section
          key={column.stage}
          aria-labelledby={`board-${column.stage}`}
          className="rounded-xl bg-slate-100 p-3 ring-1 ring-slate-200"
        >
          <h2
            id={`board-${column.stage}`}
            className="flex items-center justify-between font-semibold text-slate-900"
          >
            {contactStageLabels[column.stage]}
            <span className="text-sm font-normal text-slate-600">
              {column.contacts.length}
              {column.more ? "+" : ""}
            </span>
          </h2>
          <ul className="mt-3 space-y-2">
            {column.contacts.map((contact) => (
              <li key={contact.id}>
                <Link
                  to={`/admin/contacts/${contact.id}`}
                  className="block rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
                >
                  <span className="block font-medium text-brand-800">{nameOf(contact)}</span>
                  <span className="block text-slate-600">{formatPhone(contact.phone) || contact.email}</span>
                  <span className="mt-1 block text-xs text-slate-600">
                    {contact.owner_id ? `Owner ${contact.owner_id}` : "No owner"}
                    {contact.next_follow_up ? ` · follow up ${contact.next_follow_up}` : ""}
                  </span>
                </Link>
              </li>
            ))}
            {column.contacts.length === 0 && <li className="text-sm text-slate-600">None</li>}
          </ul>
          {column.more && (
            <Link
              to={`/admin/contacts?status=${column.stage}`}
              className="mt-3 inline-block text-sm text-brand-800 underline"
            >
              All {contactStageLabels[column.stage].toLowerCase()} contacts
            </Link>
          )}
        </section>
      ))}
    </div>
  );
}

/** Leads, bookings and booked value per campaign. */
export function LeadSourceTable({
  rows,
}: {
  rows: {
    utm_source: string;
    utm_medium: string;
    utm_campaign: string;
    leads: number;
    bookings: number;
    booked_value: number;
  }[];
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">Leads and bookings by source</caption>
        <TableHead
          columns={[
            { label: "Source" },
            { label: "Medium", from: "sm" },
            { label: "Campaign", from: "md" },
            { label: "Leads", align: "right" },
            { label: "Bookings", align: "right" },
            { label: "Booked value", align: "right" },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={`${row.utm_source}|${row.utm_medium}|${row.utm_campaign}`}>
              <td className={td}>{row.utm_source || "(direct)"}</td>
              <td className={`${td} hidden sm:table-cell`}>{row.utm_medium || "—"}</td>
              <td className={`${td} hidden md:table-cell`}>{row.utm_campaign || "—"}</td>
              <td className={`${td} text-right tabular-nums`}>{row.leads}</td>
              <td className={`${td} text-right tabular-nums`}>{row.bookings}</td>
              <td className={`${td} text-right tabular-nums`}>₹{row.booked_value.toLocaleString("en-IN")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

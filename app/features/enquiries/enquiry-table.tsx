import { DetailList, ExpandableRow } from "~/components/ui/expandable-row";
import { StatusBadge } from "~/components/ui/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { formatIndiaDateTime } from "~/lib/dates";
import { enquirySourceLabels } from "./enquiry-admin-query";
import type { Enquiry } from "./enquiry-schema";
import { EmailText } from "~/components/ui/email-text";
import { formatPhone } from "~/lib/phone";

const td = "px-3 py-3 text-sm";

function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  return (
    <DetailList
      items={[
        { label: "Source", value: enquirySourceLabels[enquiry.source] },
        { label: "Received", value: formatIndiaDateTime(enquiry.createdAt) },
        { label: "Name", value: enquiry.name },
        {
          label: "Email",
          value: enquiry.email && (
            <a className="text-brand-800 underline" href={`mailto:${enquiry.email}`}>
              <EmailText email={enquiry.email} />
            </a>
          ),
        },
        {
          label: "Phone",
          value: enquiry.phone && (
            <a className="whitespace-nowrap text-brand-800 underline" href={`tel:${enquiry.phone}`}>
              {formatPhone(enquiry.phone)}
            </a>
          ),
        },
        { label: "Destination", value: enquiry.destination },
        { label: "Subject", value: enquiry.subject },
        { label: "Message", value: enquiry.message, wide: true },
        ...(enquiry.timestamp
          ? [{ label: "Time sent by the chat", value: formatIndiaDateTime(enquiry.timestamp) }]
          : []),
      ]}
    />
  );
}

/** The Enquiry list: newest first, one expandable row per lead. */
export function EnquiryTable({ enquiries }: { enquiries: Enquiry[] }) {
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Contact enquiries, newest first</caption>
        <TableHead
          expandable
          columns={[
            { label: "Name" },
            { label: "Contact", from: "md" },
            { label: "Subject", from: "lg" },
            { label: "Source", from: "sm" },
            { label: "Received" },
          ]}
        />
        <tbody>
          {enquiries.map((enquiry) => {
            const who = enquiry.name || enquiry.email || enquiry.phone || "Unnamed lead";
            return (
              <ExpandableRow
                key={enquiry.id}
                columns={6}
                label={`Details of the enquiry from ${who}`}
                details={<EnquiryDetails enquiry={enquiry} />}
                cells={
                  <>
                    <td className={td}>
                      <span className="block break-words font-medium text-slate-900">{who}</span>
                      <span className="block text-xs text-slate-600 md:hidden">
                        {enquiry.phone ? formatPhone(enquiry.phone) : <EmailText email={enquiry.email} />}
                      </span>
                      <span className="mt-1 block sm:hidden">
                        <StatusBadge tone="blue">{enquirySourceLabels[enquiry.source]}</StatusBadge>
                      </span>
                    </td>
                    <td className={`${td} hidden md:table-cell`}>
                      <EmailText email={enquiry.email} className="block" />
                      <span className="block whitespace-nowrap text-xs text-slate-600">
                        {formatPhone(enquiry.phone)}
                      </span>
                    </td>
                    <td className={`${td} hidden max-w-xs lg:table-cell`}>
                      <span className="line-clamp-2 break-words">
                        {enquiry.subject || enquiry.destination || enquiry.message}
                      </span>
                    </td>
                    <td className={`${td} hidden sm:table-cell`}>
                      <StatusBadge tone="blue">{enquirySourceLabels[enquiry.source]}</StatusBadge>
                    </td>
                    <td className={`${td} text-xs text-slate-700 sm:whitespace-nowrap sm:text-sm`}>
                      {formatIndiaDateTime(enquiry.createdAt)}
                    </td>
                  </>
                }
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

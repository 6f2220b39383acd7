import { Link, data, redirect } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import {
  ContactDetails,
  ContactEditForm,
  ContactNoteForm,
  ContactTimeline,
  MergeContactDialog,
} from "~/features/contacts/contact-detail-panels";
import { contactPageAction } from "~/features/contacts/contact-page-action.server";
import { contactMessages } from "~/features/contacts/contact-schema";
import { getContact, listContactOwners } from "~/features/contacts/contact-service.server";
import { contactTimeline } from "~/features/contacts/contact-timeline-service.server";
import { ContactQuotesPanel } from "~/features/quotes/components/contact-quotes-panel";
import { quotesOfContact } from "~/features/quotes/quote-service.server";
import { isUuid } from "~/lib/ids";
import { formatPhone } from "~/lib/phone";
import type { Route } from "./+types/contact-detail";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.contact.name || "Contact"} · Contacts · Admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const contact = isUuid(params.id) ? await getContact(context.db, params.id) : null;
  if (!contact) throw data(contactMessages.notFound, { status: 404 });
  const [timeline, owners, quotes] = await Promise.all([
    contactTimeline(context.db, contact.id),
    listContactOwners(context.db),
    quotesOfContact(context.db, contact.id),
  ]);
  return { contact, timeline: timeline ?? [], owners, quotes };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const answer = await contactPageAction(request, context, params.id);
  if (answer.data.ok && answer.data.mergedInto) throw redirect(`/admin/contacts/${answer.data.mergedInto}`);
  return answer;
}

export default function ContactScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, timeline, owners, quotes } = loaderData;
  const title = contact.name || contact.email || formatPhone(contact.phone) || "Unnamed contact";
  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/contacts" className="text-brand-800 underline">
          Contacts
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-display text-2xl font-bold text-slate-900">{title}</h1>
        {!contact.merged_into && <MergeContactDialog contact={contact} answer={actionData} />}
      </div>
      {contact.merged_into && (
        <p className="rounded-xl bg-yellow-50 p-4 text-sm text-yellow-900 ring-1 ring-yellow-600/40">
          This contact was merged; its history is now on{" "}
          <Link to={`/admin/contacts/${contact.merged_into}`} className="underline">
            the contact it was merged into
          </Link>
          .
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <ContactDetails contact={contact} />
          {!contact.merged_into && (
            <ContactEditForm key={contact.updated_at} contact={contact} owners={owners} answer={actionData} />
          )}
          <ContactQuotesPanel contactId={contact.id} quotes={quotes} canCompose={!contact.merged_into} />
        </div>
        <div className="space-y-4">
          {!contact.merged_into && <ContactNoteForm answer={actionData} />}
          <ContactTimeline events={timeline} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The contact could not be loaded." />;
}

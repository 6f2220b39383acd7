import { Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { ScreenListPagination } from "~/components/ui/pagination";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { ContactBoard, ContactFilters, ContactTable } from "~/features/contacts/contact-list-panels";
import { CONTACT_PAGE_SIZE } from "~/features/contacts/contact-schema";
import { loadContactScreen } from "~/features/contacts/contact-screen.server";
import { screenListText } from "~/lib/list-query";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = () => [{ title: "Contacts · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return loadContactScreen(context.db, request);
}

export default function ContactsScreen({ loaderData }: Route.ComponentProps) {
  const { items: contacts, query, errors, filters, owners, board } = loaderData;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-bold text-slate-900">Contacts</h1>
        <Link to="/admin/contacts/sources" className="text-sm text-brand-800 underline">
          Where leads come from
        </Link>
      </div>
      <ContactFilters key={filters} query={query} errors={errors} filters={filters} owners={owners} />
      {board ? (
        <ContactBoard columns={board} />
      ) : contacts.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          No contacts found.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {screenListText(loaderData, CONTACT_PAGE_SIZE, "contacts")}
          </p>
          <ContactTable contacts={contacts} />
          <ScreenListPagination label="Contact pages" list={loaderData} size={CONTACT_PAGE_SIZE} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The contacts could not be loaded." />;
}

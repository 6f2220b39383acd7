import { AdminErrorPanel } from "~/components/ui/error-panel";
import { ScreenListPagination } from "~/components/ui/pagination";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { countEnquiries, listEnquiries } from "~/features/enquiries/enquiry-list.server";
import { enquiryAdminQuerySchema } from "~/features/enquiries/enquiry-admin-query";
import { EnquiryFilters } from "~/features/enquiries/enquiry-filters";
import { EnquiryTable } from "~/features/enquiries/enquiry-table";
import { ENQUIRY_PAGE_SIZE } from "~/features/enquiries/enquiry-schema";
import { loadScreenList, screenListText, withFilterStatus } from "~/lib/list-query";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => [{ title: "Enquiry · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const source = { db: context.db, page: listEnquiries, count: countEnquiries };
  return withFilterStatus(await loadScreenList(request, enquiryAdminQuerySchema, ENQUIRY_PAGE_SIZE, source));
}

export default function EnquiriesScreen({ loaderData }: Route.ComponentProps) {
  const { items: enquiries, query, errors, filters } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-2xl font-bold text-slate-900">Enquiry</h1>
      <EnquiryFilters key={filters} query={query} errors={errors} filters={filters} />
      {enquiries.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          No contact inquiries found.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {screenListText(loaderData, ENQUIRY_PAGE_SIZE, "enquiries")}
          </p>
          <EnquiryTable enquiries={enquiries} />
        </>
      )}
      <ScreenListPagination label="Enquiry pages" list={loaderData} size={ENQUIRY_PAGE_SIZE} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The enquiries could not be loaded." />;
}

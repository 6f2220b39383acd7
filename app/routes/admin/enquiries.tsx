import { AdminErrorPanel } from "~/components/ui/error-panel";
import { Pagination } from "~/components/ui/pagination";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { listEnquiriesPage } from "~/features/enquiries/enquiry-admin-list.server";
import { enquiryAdminQuerySchema } from "~/features/enquiries/enquiry-admin-query";
import { EnquiryFilters } from "~/features/enquiries/enquiry-filters";
import { EnquiryTable } from "~/features/enquiries/enquiry-table";
import { parseListQuery, withParams } from "~/lib/list-query";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => [{ title: "Enquiry · Admin" }];

const filterKeys = ["source", "from", "to", "q"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { query, errors } = parseListQuery(enquiryAdminQuerySchema, new URL(request.url).searchParams);
  const filters = new URLSearchParams();
  for (const key of filterKeys) {
    const value = query[key];
    if (value) filters.set(key, value);
  }
  return { page: await listEnquiriesPage(context.db, query), query, errors, filters: filters.toString() };
}

export default function EnquiriesScreen({ loaderData }: Route.ComponentProps) {
  const { page, query, errors, filters } = loaderData;
  const { total, pages, limit } = page.pagination;
  const params = new URLSearchParams(filters);
  const first = (query.page - 1) * limit + 1;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Enquiry</h1>
      <EnquiryFilters
        key={filters}
        query={query}
        errors={errors}
        exportHref={`/admin/export/enquiries.csv${withParams(params, {})}`}
      />
      {page.data.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          No contact inquiries found.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            Showing {first}–{first + page.data.length - 1} of {total} enquiries
          </p>
          <EnquiryTable enquiries={page.data} />
        </>
      )}
      <Pagination
        label="Enquiry pages"
        page={query.page}
        pages={pages}
        hrefFor={(n) => withParams(params, { page: n === 1 ? undefined : n }) || "?"}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The enquiries could not be loaded." />;
}

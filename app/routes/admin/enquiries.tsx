import { AdminErrorPanel } from "~/components/ui/error-panel";
import { Pagination } from "~/components/ui/pagination";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { countEnquiries, listEnquiries } from "~/features/enquiries/enquiry-list.server";
import { enquiryAdminQuerySchema } from "~/features/enquiries/enquiry-admin-query";
import { EnquiryFilters } from "~/features/enquiries/enquiry-filters";
import { EnquiryTable } from "~/features/enquiries/enquiry-table";
import { ENQUIRY_PAGE_SIZE } from "~/features/enquiries/enquiry-schema";
import { cappedCountText, encodeCursor } from "~/lib/keyset-page";
import { parseListQuery, screenPageOf, withParams } from "~/lib/list-query";
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
  const shown = screenPageOf(query, ENQUIRY_PAGE_SIZE);
  const [page, count] = await Promise.all([
    listEnquiries(context.db, { ...query, ...shown }),
    countEnquiries(context.db, query),
  ]);
  return {
    enquiries: page.items,
    older: page.next && withParams(filters, { cursor: encodeCursor(page.next) }),
    page: shown.page,
    count,
    query,
    errors,
    filters: filters.toString(),
  };
}

export default function EnquiriesScreen({ loaderData }: Route.ComponentProps) {
  const { enquiries, older, page, count, query, errors, filters } = loaderData;
  const params = new URLSearchParams(filters);
  const pages = Math.ceil(count.count / ENQUIRY_PAGE_SIZE);
  const first = (page - 1) * ENQUIRY_PAGE_SIZE + 1;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Enquiry</h1>
      <EnquiryFilters
        key={filters}
        query={query}
        errors={errors}
        exportHref={`/admin/export/enquiries.csv${withParams(params, {})}`}
      />
      {enquiries.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          No contact inquiries found.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {page === 0
              ? `Showing ${enquiries.length} older enquiries`
              : `Showing ${first}–${first + enquiries.length - 1} of ${cappedCountText(count)} enquiries`}
          </p>
          <EnquiryTable enquiries={enquiries} />
        </>
      )}
      <Pagination
        label="Enquiry pages"
        page={page}
        pages={pages}
        hrefFor={(n) => withParams(params, { page: n === 1 ? undefined : n }) || "?"}
        olderHref={count.capped ? older || undefined : undefined}
        newestHref={page === 0 ? withParams(params, {}) || "?" : undefined}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The enquiries could not be loaded." />;
}

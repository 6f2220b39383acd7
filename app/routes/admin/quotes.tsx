import { AdminErrorPanel } from "~/components/ui/error-panel";
import { ScreenListPagination } from "~/components/ui/pagination";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { QuoteTable } from "~/features/quotes/components/quote-table";
import { QUOTE_PAGE_SIZE, quoteAdminQuerySchema } from "~/features/quotes/quote-schema";
import { countQuotes, listQuotes } from "~/features/quotes/quote-service.server";
import { loadScreenList, screenListText, withFilterStatus } from "~/lib/list-query";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = () => [{ title: "Quotes · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const source = { db: context.db, page: listQuotes, count: countQuotes };
  return withFilterStatus(await loadScreenList(request, quoteAdminQuerySchema, QUOTE_PAGE_SIZE, source));
}

/** Every quote version, newest first; a new quote starts from its contact. */
export default function QuotesScreen({ loaderData }: Route.ComponentProps) {
  const { items: quotes } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-2xl font-bold text-slate-900">Quotes</h1>
      {quotes.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          No quotes yet. A quote is composed from a contact.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {screenListText(loaderData, QUOTE_PAGE_SIZE, "quotes")}
          </p>
          <QuoteTable quotes={quotes} />
        </>
      )}
      <ScreenListPagination label="Quote pages" list={loaderData} size={QUOTE_PAGE_SIZE} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The quotes could not be loaded." />;
}

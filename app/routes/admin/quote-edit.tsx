import { data, Form, Link, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { QuoteDocument, QuoteStatusBadge } from "~/features/quotes/components/quote-document";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { quoteFormAction } from "~/features/quotes/quote-form-action.server";
import { quoteMessages } from "~/features/quotes/quote-schema";
import { getQuote, packageChoices } from "~/features/quotes/quote-service.server";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { formatIndiaDateTime } from "~/lib/dates";
import type { Route } from "./+types/quote-edit";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Quote ${loaderData?.quote.number ?? ""} · Admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const quote = await getQuote(context.db, params.id);
  if (!quote) throw data("Quote not found", { status: 404 });
  const packages = quote.status === "draft" ? await packageChoices(context.db) : [];
  return { quote, packages, mayApprove: roleMay(admin.role, "pricing") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  return quoteFormAction(request, context, { quoteId: params.id, adminId: admin.adminId });
}

const doneMessages: Record<string, string> = {
  saved: "Draft saved.",
  sent: "Sent: the traveller has the link and the PDF by email.",
  revised: "A new draft version: change it and send it. The earlier version stays until this one is sent.",
  approved: quoteMessages.approved,
};

/** A quote version: a draft to change and send, or a sent one to read and revise. */
export default function QuoteEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, packages, mayApprove } = loaderData;
  const [params] = useSearchParams();
  const done = doneMessages[params.get("done") ?? ""];
  const problemKey = params.get("problem");
  const problem = problemKey
    ? `Saved as a draft, but not sent: ${
        quoteMessages[problemKey as keyof typeof quoteMessages] ?? "please try again."
      }`
    : null;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-bold text-slate-900">
          Quote {quote.number}
          {quote.version > 1 ? `, version ${quote.version}` : ""}
        </h1>
        <Link to="/admin/quotes" className="text-sm font-semibold text-brand-800 underline">
          All quotes
        </Link>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <QuoteStatusBadge status={quote.status} />
        <span>
          For <strong>{quote.contact.name || quote.contact.email}</strong>
          {quote.contact.email ? ` · ${quote.contact.email}` : ""}
          {quote.sent_at ? ` · sent ${formatIndiaDateTime(quote.sent_at)}` : ""}
          {quote.created_by ? ` · by ${quote.created_by}` : ""}
        </span>
      </p>
      {done && !actionData && <Notice tone="success">{done}</Notice>}
      {problem && !actionData && <Notice tone="error">{problem}</Notice>}
      {quote.status === "draft" && <PriceApproval approvedAt={quote.approved_at} mayApprove={mayApprove} />}
      {quote.status === "draft" ? (
        <QuoteForm
          initial={{
            title: quote.title,
            package_id: quote.package_id ?? "",
            travel_date: quote.travel_date,
            number_of_travelers: String(quote.number_of_travelers),
            valid_until: quote.valid_until,
            days: quote.itinerary.map((day) => ({ title: day.title, description: day.description })),
            inclusions: quote.inclusions,
            exclusions: quote.exclusions,
            lines: quote.price_lines.map((line) => ({ label: line.label, amount: String(line.amount) })),
          }}
          packages={packages}
          answer={actionData}
          canSend={quote.contact.email !== ""}
        />
      ) : (
        <div className="mt-6 space-y-5">
          {quote.changes_message && (
            <section className="rounded-2xl bg-yellow-50 p-5 ring-1 ring-yellow-300">
              <h2 className="font-bold text-slate-900">The traveller asked for changes</h2>
              <p className="mt-2 whitespace-pre-line text-slate-800">{quote.changes_message}</p>
            </section>
          )}
          {actionData && !actionData.ok && <Notice tone="error">{actionData.message}</Notice>}
          <div className="flex flex-wrap items-center gap-3">
            {quote.link && (
              <a href={quote.link} className="text-sm font-semibold text-brand-800 underline">
                The traveller&rsquo;s page
              </a>
            )}
            {quote.superseded_by && (
              <Link
                to={`/admin/quotes/${quote.superseded_by}`}
                className="text-sm font-semibold text-brand-800 underline"
              >
                The newer version
              </Link>
            )}
            {quote.booking_id && (
              <Link
                to={`/admin/bookings/${quote.booking_id}`}
                className="text-sm font-semibold text-brand-800 underline"
              >
                The booking
              </Link>
            )}
            {(quote.status === "sent" || quote.status === "changes_requested") && (
              <Form method="post">
                <button type="submit" name="intent" value="revise" className={buttonClass("primary", "sm")}>
                  Revise
                </button>
              </Form>
            )}
          </div>
          <h2 className="text-xl font-bold text-slate-900">{quote.title}</h2>
          <QuoteDocument quote={quote} headingLevel={3} />
        </div>
      )}
    </div>
  );
}

/**
 * An agent's quote below the discount limit waits for a manager's or owner's approval (issue 37):
 * they approve the draft's price here; a change to the draft takes the approval away.
 */
function PriceApproval({ approvedAt, mayApprove }: { approvedAt: string | null; mayApprove: boolean }) {
  if (approvedAt) {
    return <p className="mt-3 text-sm text-slate-700">Price approved {formatIndiaDateTime(approvedAt)}.</p>;
  }
  if (!mayApprove) return null;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <button type="submit" name="intent" value="approve" className={buttonClass("secondary", "sm")}>
        Approve this price
      </button>
      <span className="text-sm text-slate-600">
        Lets an agent send it below the agent discount limit (Settings).
      </span>
    </Form>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The quote could not be loaded." />;
}

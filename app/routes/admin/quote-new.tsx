import { data, Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { quoteFormAction } from "~/features/quotes/quote-form-action.server";
import { packageChoices, quoteContact } from "~/features/quotes/quote-service.server";
import { formatPhone } from "~/lib/phone";
import { addDays, todayInIndia } from "~/lib/dates";
import type { Route } from "./+types/quote-new";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `New quote for ${loaderData?.contact.name || "a contact"} · Admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const contact = await quoteContact(context.db, params.contactId);
  if (!contact) throw data("Contact not found", { status: 404 });
  const today = todayInIndia();
  return { contact, packages: await packageChoices(context.db), today };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  return quoteFormAction(request, context, { contactId: params.contactId, adminId: admin.adminId });
}

/** Compose a quote for a contact: save it as a draft or send it at once. */
export default function QuoteNew({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, packages, today } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-bold text-slate-900">New quote</h1>
        <Link to="/admin/quotes" className="text-sm font-semibold text-brand-800 underline">
          All quotes
        </Link>
      </div>
      <p className="mt-2 text-slate-700">
        For <strong>{contact.name || "a contact"}</strong>
        {contact.email ? ` · ${contact.email}` : ""}
        {contact.phone ? ` · ${formatPhone(contact.phone)}` : ""}
      </p>
      <QuoteForm
        initial={{
          title: "",
          package_id: "",
          travel_date: addDays(today, 30),
          number_of_travelers: "2",
          valid_until: addDays(today, 7),
          days: [],
          inclusions: [],
          exclusions: [],
          lines: [],
        }}
        packages={packages}
        answer={actionData}
        canSend={contact.email !== ""}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The quote could not be composed." />;
}

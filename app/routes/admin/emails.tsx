import { data, Link, useNavigate, useSearchParams } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { toOutboxEmailJson } from "~/features/notifications/outbox/outbox-json.server";
import { outboxListQuerySchema } from "~/features/notifications/outbox/outbox-schema";
import {
  getOutboxEmail,
  listOutboxEmails,
  resendOutboxEmail,
} from "~/features/notifications/outbox/outbox-service.server";
import { OutboxEmailDetail, OutboxList, outboxFilters } from "~/features/notifications/outbox/outbox-views";
import { isUuid } from "~/lib/ids";
import { SCREEN_COUNT_CAP } from "~/lib/keyset-page";
import type { Route } from "./+types/emails";

export const meta: Route.MetaFunction = () => [{ title: "Emails · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const parsed = outboxListQuerySchema.safeParse(Object.fromEntries(params));
  const read = parsed.success ? parsed.data : outboxListQuerySchema.parse({});
  // numbered pages reach the first 1,000 emails (ADR 029)
  const query = { ...read, page: Math.min(read.page, Math.floor(SCREEN_COUNT_CAP / read.limit)) };
  const id = params.get("id");
  const [list, opened] = await Promise.all([
    listOutboxEmails(context.db, query),
    id && isUuid(id) ? getOutboxEmail(context.db, id) : null,
  ]);
  return {
    status: query.status ?? null,
    page: list.page,
    pages: list.pages,
    total: list.total,
    emails: list.emails.map((row) => toOutboxEmailJson(row)),
    opened: opened ? toOutboxEmailJson(opened, true) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "resend" || !isUuid(id)) {
    return data({ ok: false, message: "Unknown request" }, 400);
  }
  const result = await resendOutboxEmail(context.db, id);
  if (result.ok) return { ok: true, message: `Queued to send again to ${result.email.toAddress}.` };
  return data(
    {
      ok: false,
      message:
        result.reason === "missing"
          ? "That email no longer exists."
          : "Only an email that was not sent (failed or capped) can be sent again.",
    },
    result.reason === "missing" ? 404 : 409,
  );
}

const filters = [{ value: null, label: "All" }, ...outboxFilters];

export default function Emails({ loaderData, actionData }: Route.ComponentProps) {
  const { emails, opened, status, page, pages, total } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return search ? `?${search}` : ".";
  };
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Emails</h1>
      <p className="mt-1 text-sm text-slate-600">
        Every email the site sends goes through this outbox and is retried until the mail server takes it.
        Whatever did not go (refused, held by the hourly limit on visitors&apos; emails, or failed after its
        retries) stays here with its reason and a Resend button.
      </p>
      <nav aria-label="Filter by status" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const current = filter.value === status;
            return (
              <li key={filter.label}>
                <Link
                  to={hrefWith({ status: filter.value, page: null, id: null })}
                  aria-current={current ? "page" : undefined}
                  className={`inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset ${
                    current
                      ? "bg-brand-700 text-white ring-brand-700"
                      : "text-brand-800 ring-slate-300 hover:bg-brand-50"
                  }`}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-800">
        {actionData?.message ?? ""}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {total === 0
          ? "No emails here yet."
          : `${total} ${total === 1 ? "email" : "emails"}${pages > 1 ? `, page ${page} of ${pages}` : ""}`}
      </p>
      {emails.length > 0 && (
        <div className="mt-3">
          <OutboxList emails={emails} openHref={(id) => hrefWith({ id })} />
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex gap-3 text-sm">
          {page > 1 && (
            <Link to={hrefWith({ page: String(page - 1), id: null })} className="text-brand-800 underline">
              Newer emails
            </Link>
          )}
          {page < pages && (
            <Link to={hrefWith({ page: String(page + 1), id: null })} className="text-brand-800 underline">
              Older emails
            </Link>
          )}
        </nav>
      )}
      <Dialog
        open={opened !== null}
        onClose={() => navigate(hrefWith({ id: null }), { preventScrollReset: true })}
        title={opened?.subject ?? "Email"}
        placement="right"
      >
        {opened && <OutboxEmailDetail email={opened} />}
      </Dialog>
    </div>
  );
}

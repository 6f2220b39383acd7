import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { toOutboxEmailJson } from "~/features/notifications/outbox/outbox-json.server";
import { outboxListQuerySchema } from "~/features/notifications/outbox/outbox-schema";
import { listOutboxEmails } from "~/features/notifications/outbox/outbox-service.server";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/emails";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(outboxListQuerySchema, queryOf(request));
    const result = await listOutboxEmails(context.db, query);
    return pagedJson(
      request,
      { items: result.emails, next: result.next },
      {
        data: result.emails.map((row) => toOutboxEmailJson(row)),
        pagination: { page: result.page, pages: result.pages, total: result.total },
      },
    );
  },
});

export const loader = handle;
export const action = handle;

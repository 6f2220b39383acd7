import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { auditListQuerySchema } from "~/features/audit/audit-schema";
import { listAudit } from "~/features/audit/audit-service.server";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/admin-audit";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return pagedJson(request, await listAudit(context.db, parseWith(auditListQuerySchema, queryOf(request))));
  },
});

export const loader = handle;
export const action = handle;

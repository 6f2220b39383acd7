import { adminListPage } from "~/features/admin-auth/admin-guard.server";
import { auditListQuerySchema } from "~/features/audit/audit-schema";
import { listAudit } from "~/features/audit/audit-service.server";
import { apiRoute } from "~/lib/http.server";
import type { Route } from "./+types/admin-audit";

const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(auditListQuerySchema, listAudit),
});

export const loader = handle;
export const action = handle;

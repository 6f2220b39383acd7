import { z } from "zod";
import { pagedList, type ApiOperation } from "~/lib/openapi";
import { auditEntrySchema, auditListQuerySchema } from "./audit-schema";

export const auditOperations: ApiOperation[] = [
  pagedList({
    path: "/api/admin/audit",
    operationId: "listAuditEntries",
    summary: "List the audit log",
    description:
      "The audit log, newest first: logins, failed logins, status changes, tour and review writes, tokens. Page with ?before=<last id>.",
    tag: "Admin auth",
    admin: true,
    query: auditListQuerySchema,
    responses: { 200: { description: "Audit entries", schema: z.array(auditEntrySchema) } },
  }),
];

import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import { auditEntrySchema, auditListQuerySchema } from "./audit-schema";

const call = apiCalls("Admin auth");

export const auditOperations = [
  call.page("GET /api/admin/audit", "listAuditEntries", {
    summary: "List the audit log",
    description:
      "The audit log, newest first: logins, failed logins, status changes, tour and review writes, tokens. Page with ?before=<last id>.",
    admin: true,
    query: auditListQuerySchema,
    answers: {
      200: ["Audit entries", z.array(auditEntrySchema)],
    },
  }),
];

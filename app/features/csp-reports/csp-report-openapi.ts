import { z } from "zod";
import type { ApiOperation } from "~/lib/openapi";
import { cspReportBodySchema, cspReportJsonSchema, cspReportListQuerySchema } from "./csp-report-schema";

export const cspReportOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/csp-reports",
    operationId: "reportCspViolation",
    summary: "Report a blocked resource",
    description:
      "Where browsers report what the page policy blocked (its report-to and report-uri). Takes application/reports+json, application/csp-report or application/json; answers 204. Rate-limited per address.",
    tag: "Security",
    body: cspReportBodySchema,
    responses: { 204: { description: "Received (reports it does not understand are ignored)" } },
  },
  {
    method: "get",
    path: "/api/admin/csp-reports",
    operationId: "listCspReports",
    summary: "List policy reports",
    description: "What browsers reported the page policy blocked, newest first. Page with ?before=<last id>.",
    tag: "Security",
    admin: true,
    query: cspReportListQuerySchema,
    responses: { 200: { description: "The reports", schema: z.array(cspReportJsonSchema) } },
  },
];

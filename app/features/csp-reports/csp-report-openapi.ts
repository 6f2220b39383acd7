import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import { cspReportBodySchema, cspReportJsonSchema, cspReportListQuerySchema } from "./csp-report-schema";

const call = apiCalls("Security");

export const cspReportOperations = [
  call("POST /api/csp-reports", "reportCspViolation", {
    summary: "Report a blocked resource",
    description:
      "Where browsers report what the page policy blocked (its report-to and report-uri). Takes application/reports+json, application/csp-report or application/json; answers 204. Rate-limited per address.",
    body: cspReportBodySchema,
    answers: {
      204: "Received (reports it does not understand are ignored)",
    },
  }),
  call("GET /api/admin/csp-reports", "listCspReports", {
    summary: "List policy reports",
    description: "What browsers reported the page policy blocked, newest first. Page with ?before=<last id>.",
    admin: true,
    query: cspReportListQuerySchema,
    answers: {
      200: ["The reports", z.array(cspReportJsonSchema)],
    },
  }),
];

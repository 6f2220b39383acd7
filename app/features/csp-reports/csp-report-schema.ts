import { z } from "zod";

/**
 * What a browser posts when the page policy blocks something, in either of its two shapes: the
 * Reporting API's (`report-to`, `application/reports+json`: a list of `{ type, body }`) and the
 * older `report-uri` one (`application/csp-report`: `{ "csp-report": { … } }`). Only the fields
 * worth reading are kept, each cut to a length; anything else is ignored.
 */
const text = z
  .unknown()
  // no control characters (PostgreSQL text holds no NUL) and no more than a line's worth
  .transform((value) =>
    typeof value === "string" ? value.replace(/[\p{Cc}\p{Cs}]/gu, "").slice(0, 500) : "",
  )
  .optional();

const reportingApiReport = z.object({
  type: z.literal("csp-violation"),
  body: z.object({
    documentURL: text,
    effectiveDirective: text,
    blockedURL: text,
    sample: text,
  }),
});
const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    "blocked-uri": text,
    "script-sample": text,
  }),
});

export type CspReportInput = { documentUrl: string; directive: string; blockedUrl: string; sample: string };

/** At most this many reports are kept from one post. */
const MAX_REPORTS_PER_POST = 20;

/** The reports in a posted body (either shape), or [] when it holds none we understand. */
export function cspReportsOf(body: unknown): CspReportInput[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data["csp-report"];
    return [
      {
        documentUrl: report["document-uri"] ?? "",
        directive: report["effective-directive"] || report["violated-directive"] || "",
        blockedUrl: report["blocked-uri"] ?? "",
        sample: report["script-sample"] ?? "",
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body.slice(0, MAX_REPORTS_PER_POST).flatMap((item) => {
    const parsed = reportingApiReport.safeParse(item);
    if (!parsed.success) return [];
    const { documentURL, effectiveDirective, blockedURL, sample } = parsed.data.body;
    return [
      {
        documentUrl: documentURL ?? "",
        directive: effectiveDirective ?? "",
        blockedUrl: blockedURL ?? "",
        sample: sample ?? "",
      },
    ];
  });
}

/** The body a client may send, as the API document describes it (either shape). */
export const cspReportBodySchema = z.union([z.array(reportingApiReport), legacyReport]);

export const cspReportListQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type CspReportListQuery = z.output<typeof cspReportListQuerySchema>;

export const cspReportJsonSchema = z.object({
  id: z.number(),
  at: z.string(),
  document_url: z.string(),
  directive: z.string(),
  blocked_url: z.string(),
  sample: z.string(),
  address: z.string(),
});
export type CspReportJson = z.output<typeof cspReportJsonSchema>;

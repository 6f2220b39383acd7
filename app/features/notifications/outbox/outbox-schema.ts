import { z } from "zod";
import { keysetQueryShape, limitField } from "~/lib/keyset-page";

/** `capped`: held by the hourly cap of a visitor's emails (issue 38); failed and capped can be sent again. */
const outboxStatusValues = ["pending", "sent", "failed", "capped"] as const;
export type OutboxStatus = (typeof outboxStatusValues)[number];
export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  capped: "Held by limit",
};

/** The list's filters: a status, or `unsent` (failed and capped together: everything to look at). */
const outboxFilterValues = [...outboxStatusValues, "unsent"] as const;
export type OutboxFilter = (typeof outboxFilterValues)[number];

/** `GET /api/emails` and the Emails tab: an optional status and a page. */
export const outboxListQuerySchema = z.object({
  status: z
    .enum(outboxFilterValues, { error: "Status must be pending, sent, failed, capped or unsent" })
    .describe("unsent: failed and capped together (every email that did not go, with its reason)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  page: z.coerce.number({ error: "Page must be a number" }).int().min(1).max(10_000).optional().default(1),
  ...keysetQueryShape,
  limit: limitField(25),
});

/** One email as the API shows it; `text` and `html` only when one email is opened. */
export const outboxEmailJsonSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  event: z.string(),
  status: z.enum(outboxStatusValues),
  attempts: z.number().int(),
  last_error: z
    .string()
    .nullable()
    .describe("why it was not sent: the mail server's answer, or the hourly limit that held it"),
  created_at: z.string(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  text: z.string().optional(),
  html: z.string().nullable().optional(),
  /** with the bodies: the files sent with it (a receipt, a QR code, a trip's calendar file) */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })).optional(),
  /** with the bodies: extra headers, e.g. List-Unsubscribe of the trip emails */
  headers: z.record(z.string(), z.string()).optional(),
});
export type OutboxEmailJson = z.output<typeof outboxEmailJsonSchema>;

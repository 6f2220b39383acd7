import { z } from "zod";
import { keysetQueryShape, limitField } from "~/lib/keyset-page";

export const outboxStatusValues = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatusValues)[number];

/** `GET /api/emails` and the Emails tab: an optional status and a page. */
export const outboxListQuerySchema = z.object({
  status: z
    .enum(outboxStatusValues, { error: "Status must be pending, sent or failed" })
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
  last_error: z.string().nullable(),
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

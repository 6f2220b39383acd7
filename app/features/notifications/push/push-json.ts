import { z } from "zod";

/** One push message the admin sent, with what the push services answered. */
export const pushSendJsonSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  sent: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
  sent_by: z.string(),
  created_at: z.string(),
});
export type PushSendJson = z.output<typeof pushSendJsonSchema>;

export function toPushSendJson(row: {
  id: string;
  title: string;
  body: string;
  url: string;
  sent: number;
  removed: number;
  failed: number;
  sentBy: string;
  createdAt: Date;
}): PushSendJson {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    url: row.url,
    sent: row.sent,
    removed: row.removed,
    failed: row.failed,
    sent_by: row.sentBy,
    created_at: row.createdAt.toISOString(),
  };
}

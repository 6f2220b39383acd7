import type { OutboxEmail, OutboxListItem } from "./outbox-service.server";
import type { OutboxEmailJson } from "./outbox-schema";

/** The API's snake_case shape of an outbox row; the bodies only when `withBodies`. */
export function toOutboxEmailJson(row: OutboxListItem | OutboxEmail, withBodies = false): OutboxEmailJson {
  const json: OutboxEmailJson = {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.nextAttemptAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
  if (withBodies && "textBody" in row) {
    json.text = row.textBody;
    json.html = row.htmlBody;
    json.attachments = row.attachments.map((file) => ({
      filename: file.filename,
      content_type: file.contentType,
    }));
    json.headers = row.headers;
  }
  return json;
}

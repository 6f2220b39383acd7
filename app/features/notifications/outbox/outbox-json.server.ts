import { withoutSecretTokens } from "~/lib/secret-links";
import type { OutboxListItem, StoredEmail } from "./outbox-service.server";
import type { OutboxEmailJson } from "./outbox-schema";

/**
 * The API's snake_case shape of an outbox row; the bodies only when `withBodies`. Whatever reads
 * it, no secret link's token is in it (ADR 050): new rows are stored without them, and an older
 * row's are hidden here.
 */
export function toOutboxEmailJson(row: OutboxListItem | StoredEmail, withBodies = false): OutboxEmailJson {
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
    json.text = withoutSecretTokens(row.textBody);
    json.html = row.htmlBody === null ? null : withoutSecretTokens(row.htmlBody);
    json.attachments = row.attachments.map((file) => ({
      filename: file.filename,
      content_type: file.contentType,
    }));
    json.headers = Object.fromEntries(
      Object.entries(row.headers).map(([name, value]) => [name, withoutSecretTokens(value)]),
    );
  }
  return json;
}

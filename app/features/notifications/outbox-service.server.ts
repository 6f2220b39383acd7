import type { Db } from "../../../db/client";
import { outboxEmails } from "../../../db/schema";

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/**
 * Queues an email. Call it with the transaction that writes what the email reports, so the
 * two commit together; the outbox worker sends it (and retries) after the answer has gone out.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await db.insert(outboxEmails).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
  });
}

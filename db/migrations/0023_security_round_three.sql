-- Issue 37 (ADR 050). Secret links of a queued email wait beside it, apart from the stored copy
-- staff read, until it is sent.
ALTER TABLE "outbox_emails" ADD COLUMN "sealed_links" jsonb;--> statement-breakpoint
-- Emails sent before: their stored copies keep no link's token (the sent copy was the recipient's).
UPDATE "outbox_emails" SET
  "text_body" = regexp_replace("text_body", '(/booking/|/quote/|/review/|/trip-emails/stop/|/admin/invite/)[A-Za-z0-9_~%.-]*[A-Za-z0-9_~%-]', '\1[hidden]', 'gi'),
  "html_body" = regexp_replace("html_body", '(/booking/|/quote/|/review/|/trip-emails/stop/|/admin/invite/)[A-Za-z0-9_~%.-]*[A-Za-z0-9_~%-]', '\1[hidden]', 'gi')
  WHERE "status" = 'sent';--> statement-breakpoint
-- A quote of an agent's below the agency's discount limit waits for a manager's or owner's approval.
ALTER TABLE "quotes" ADD COLUMN "approved_by" uuid REFERENCES "admin_users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approved_at" timestamp with time zone;

-- issue 38: a visitor's email held by the hourly cap is kept as 'capped' (with its reason), not dropped
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_status_known";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_status_known" CHECK ("outbox_emails"."status" IN ('pending', 'sent', 'failed', 'capped'));--> statement-breakpoint
-- when the booking was cancelled: the day its charge and refund are reckoned from
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
-- the accepted quote a booking was made from: its own title and lines stand everywhere
ALTER TABLE "bookings" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
UPDATE "bookings" SET "quote_id" = "quotes"."id" FROM "quotes" WHERE "quotes"."booking_id" = "bookings"."id";--> statement-breakpoint
-- the SEQUENCE of the trip's calendar event: one more each time its status is sent again (RFC 5546)
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;

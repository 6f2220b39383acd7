-- Issue 23: the admin lists' pages (indexes in their keyset order: time, then id, NULLS FIRST as
-- ORDER BY ... DESC sorts), their search (name, email, phone in any format, reference) and their pages
-- read indexes, never the whole table. The expressions below are the ones db/search-expressions.ts
-- builds for the queries: PostgreSQL uses an expression index only for the same expression.
-- PGlite loads the extension's library when it opens (db/client.ts, PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_search_trgm_idx" ON "bookings" USING gin (("reference" || ' ' || "customer_name" || ' ' || "customer_email" || ' ' || "package_title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_phone_digits_trgm_idx" ON "bookings" USING gin ((regexp_replace("customer_phone", '[^0-9]+', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_phone_national_idx" ON "bookings" ((right(regexp_replace("customer_phone", '[^0-9]+', '', 'g'), 10)));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_search_trgm_idx" ON "enquiries" USING gin (("name" || ' ' || "email" || ' ' || "destination" || ' ' || "subject" || ' ' || "message") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_phone_digits_trgm_idx" ON "enquiries" USING gin ((regexp_replace("phone", '[^0-9]+', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_phone_national_idx" ON "enquiries" ((right(regexp_replace("phone", '[^0-9]+', '', 'g'), 10)));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gear_orders_search_trgm_idx" ON "gear_orders" USING gin (("reference" || ' ' || "customer_name" || ' ' || "customer_email" || ' ' || "city") gin_trgm_ops);
--> statement-breakpoint
-- generated from db/schema (drizzle-kit): the keyset-ordered indexes and bookings.amount_paid
DROP INDEX "bookings_date_idx";--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
DROP INDEX "enquiries_created_idx";--> statement-breakpoint
DROP INDEX "enquiries_source_idx";--> statement-breakpoint
DROP INDEX "push_sends_created_idx";--> statement-breakpoint
DROP INDEX "gear_orders_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "cancellation_requests_status_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "gear_orders_status_idx" ON "gear_orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","booking_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_source_idx" ON "enquiries" USING btree ("source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "push_sends_created_idx" ON "push_sends" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gear_orders_created_idx" ON "gear_orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_status_idx" ON "cancellation_requests" USING btree ("status","requested_at","id");
--> statement-breakpoint
-- what each booking has been paid so far, from its payments (recordPayment keeps it from now on)
UPDATE "bookings" SET "amount_paid" = p.paid
FROM (SELECT "booking_id", sum(CASE WHEN "kind" = 'payment' THEN "amount" ELSE -"amount" END)::int AS paid
      FROM "payments" GROUP BY "booking_id") AS p
WHERE p."booking_id" = "bookings"."id";
--> statement-breakpoint
-- the overdue list: bookings with a balance, by the day their first unpaid instalment fell due
-- (app/features/payments/overdue-list.server.ts builds the same expression from payment-policy.ts)
CREATE INDEX IF NOT EXISTS "bookings_overdue_idx" ON "bookings" (((CASE
  WHEN ("travel_date" - ("booking_date" AT TIME ZONE 'Asia/Kolkata')::date) <= 7 THEN ("booking_date" AT TIME ZONE 'Asia/Kolkata')::date
  WHEN ("travel_date" - ("booking_date" AT TIME ZONE 'Asia/Kolkata')::date) <= 15 THEN
    CASE WHEN "amount_paid" < round("total_amount" * 50 / 100.0) THEN ("booking_date" AT TIME ZONE 'Asia/Kolkata')::date ELSE ("travel_date" - 7) END
  ELSE CASE WHEN "amount_paid" < round("total_amount" * 30 / 100.0) THEN ("booking_date" AT TIME ZONE 'Asia/Kolkata')::date
    WHEN "amount_paid" < round("total_amount" * 50 / 100.0) THEN ("travel_date" - 15)
    ELSE ("travel_date" - 7) END
END)::timestamp AT TIME ZONE 'UTC'), "id") WHERE "status" <> 'cancelled' AND "total_amount" > "amount_paid";

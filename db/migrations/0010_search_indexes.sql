-- Issue 23: the admin lists' search (name, email, phone in any format, reference) and their pages
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
CREATE INDEX IF NOT EXISTS "gear_orders_status_idx" ON "gear_orders" ("status", "created_at" DESC);

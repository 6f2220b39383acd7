-- The in-process response cache is gone (docs/decisions/053-serving-by-proven-engines.md): nothing
-- LISTENs on `safarnama_changes` any more, so the statement triggers that notified it on every
-- write (migrations 0007 and 0015) and their function go. The catalogue's version trigger (ADR 010)
-- stays.
DROP TRIGGER IF EXISTS "tour_packages_notify_change" ON "tour_packages";--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_notify_change" ON "reviews";--> statement-breakpoint
DROP TRIGGER IF EXISTS "gear_products_notify_change" ON "gear_products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "app_settings_notify_change" ON "app_settings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "tour_departures_notify_change" ON "tour_departures";--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_notify_change" ON "bookings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "pricing_rules_notify_change" ON "pricing_rules";--> statement-breakpoint
DROP FUNCTION IF EXISTS "safarnama_notify_change"();

-- Push invalidation for the response cache (docs/decisions/017-response-cache.md).
--
-- Each app process keeps finished public answers (pages, catalogue API calls) in memory
-- (server/response-cache.ts) and LISTENs on channel `safarnama_changes` (server/cache-invalidation.ts).
-- Every write to a table those answers read notifies that channel with the table's name, when its
-- transaction commits, and every process then drops its cached answers. A statement-level trigger
-- fires once per statement, however many rows it touches; notifications repeated in one
-- transaction are delivered once.
--
-- THE LIST: every table whose rows a public page or public API call shows, one line each.
-- To add a table, add one line of the same form:
--   CREATE TRIGGER "<table>_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "<table>" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();--> statement-breakpoint
-- in a new migration of its own (this one has landed).
-- A table missing from the list is served stale until the cache's maximum age (5 minutes).
CREATE FUNCTION "safarnama_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('safarnama_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tour_packages_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_packages" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();--> statement-breakpoint
CREATE TRIGGER "reviews_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();--> statement-breakpoint
CREATE TRIGGER "gear_products_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gear_products" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();--> statement-breakpoint
CREATE TRIGGER "app_settings_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();--> statement-breakpoint
-- seats left on a package page: departures, and the bookings that hold their seats
CREATE TRIGGER "tour_departures_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_departures" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();--> statement-breakpoint
CREATE TRIGGER "bookings_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();

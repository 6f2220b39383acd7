-- Issue 28, the sales desk (ADR 041): what staff did about a contact (notes, calls, stage, owner and
-- follow-up changes, merges), the contacts list's search (the same expressions as migration 0010,
-- built by db/search-expressions.ts) and the Overview's follow-ups due.
CREATE TABLE "contact_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"from_value" text DEFAULT '' NOT NULL,
	"to_value" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"actor_login_id" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_event_kind_known" CHECK ("contact_events"."kind" IN ('note', 'call', 'stage', 'owner', 'follow_up', 'merge'))
);
--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_events_contact_idx" ON "contact_events" USING btree ("contact_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_follow_up_idx" ON "contacts" USING btree ("next_follow_up") WHERE next_follow_up IS NOT NULL AND merged_into IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contacts" USING gin (("name" || ' ' || "email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_phone_digits_trgm_idx" ON "contacts" USING gin ((regexp_replace("phone", '[^0-9]+', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_phone_national_idx" ON "contacts" ((right(regexp_replace("phone", '[^0-9]+', '', 'g'), 10)));
--> statement-breakpoint
-- only merged rows are looked up by merged_into; live ones (most) stay out, so the lists' search
-- reads its trigram index rather than every live contact
DROP INDEX "contacts_merged_idx";--> statement-breakpoint
CREATE INDEX "contacts_merged_idx" ON "contacts" USING btree ("merged_into") WHERE merged_into IS NOT NULL;

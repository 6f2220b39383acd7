CREATE TABLE "pricing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"min_days_before" integer,
	"min_travellers" integer,
	"travel_from" date,
	"travel_to" date,
	"valid_from" date,
	"valid_to" date,
	"package_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category" text,
	"subcategory" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rule_kind_known" CHECK ("pricing_rules"."kind" IN ('early_bird', 'group', 'seasonal')),
	CONSTRAINT "pricing_rule_one_discount" CHECK (("pricing_rules"."percent_off" IS NULL) <> ("pricing_rules"."amount_off" IS NULL) AND ("pricing_rules"."percent_off" IS NULL OR "pricing_rules"."percent_off" BETWEEN 1 AND 100) AND ("pricing_rules"."amount_off" IS NULL OR "pricing_rules"."amount_off" >= 1))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"max_uses_per_email" integer,
	"min_travellers" integer,
	"min_order_value" integer,
	"package_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_one_discount" CHECK (("promo_codes"."percent_off" IS NULL) <> ("promo_codes"."amount_off" IS NULL) AND ("promo_codes"."percent_off" IS NULL OR "promo_codes"."percent_off" BETWEEN 1 AND 100) AND ("promo_codes"."amount_off" IS NULL OR "promo_codes"."amount_off" >= 1)),
	CONSTRAINT "promo_code_upper_case" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"email" text NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number_of_children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "child_price" integer;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "child_age_min" integer;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "child_age_max" integer;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "single_supplement" integer;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_rules_created_idx" ON "pricing_rules" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_email_idx" ON "promo_redemptions" USING btree ("promo_code_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_booking_idx" ON "promo_redemptions" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "booking_children_range" CHECK ("bookings"."number_of_children" >= 0 AND "bookings"."number_of_children" <= "bookings"."number_of_travelers");--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_child_price_band" CHECK ("tour_packages"."child_price" IS NULL OR ("tour_packages"."child_price" >= 0 AND "tour_packages"."child_age_min" >= 0 AND "tour_packages"."child_age_max" >= "tour_packages"."child_age_min"));--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_single_supplement_non_negative" CHECK ("tour_packages"."single_supplement" IS NULL OR "tour_packages"."single_supplement" >= 0);--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "departure_price_non_negative" CHECK ("tour_departures"."price" IS NULL OR "tour_departures"."price" >= 0);--> statement-breakpoint
-- the offers page and package pages show the rules in force (see 0007_cache_notify)
CREATE TRIGGER "pricing_rules_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pricing_rules" FOR EACH STATEMENT EXECUTE FUNCTION "safarnama_notify_change"();

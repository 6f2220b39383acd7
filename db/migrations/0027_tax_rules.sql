CREATE TABLE "tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"threshold" integer,
	"rate_above_threshold_percent" numeric(5, 2),
	"rate_without_pan_percent" numeric(5, 2),
	"effective_from" date NOT NULL,
	"effective_to" date,
	"legal_reference" text NOT NULL,
	"source" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rule_kind_known" CHECK ("tax_rules"."kind" IN ('gst_tour_package', 'tcs_overseas_package')),
	CONSTRAINT "tax_rule_rates_in_range" CHECK ("tax_rules"."rate_percent" BETWEEN 0 AND 100 AND coalesce("tax_rules"."rate_above_threshold_percent", 0) BETWEEN 0 AND 100 AND coalesce("tax_rules"."rate_without_pan_percent", 0) BETWEEN 0 AND 100),
	CONSTRAINT "tax_rule_threshold_whole" CHECK (("tax_rules"."threshold" IS NULL) = ("tax_rules"."rate_above_threshold_percent" IS NULL) AND coalesce("tax_rules"."threshold", 0) >= 0),
	CONSTRAINT "tax_rule_period" CHECK ("tax_rules"."effective_to" IS NULL OR "tax_rules"."effective_to" >= "tax_rules"."effective_from")
);--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rules_kind_from_unique" ON "tax_rules" USING btree ("kind","effective_from");--> statement-breakpoint
CREATE TABLE "signature_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_image_type_known" CHECK ("signature_images"."content_type" IN ('image/png', 'image/jpeg'))
);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_gstin" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_business_name" text;--> statement-breakpoint
-- GST on tour packages: the rate the agency had chosen in its settings (5 or 18), else 5 (ADR 036)
INSERT INTO "tax_rules" ("kind", "rate_percent", "effective_from", "legal_reference", "source", "created_by")
SELECT 'gst_tour_package',
	coalesce((SELECT ("value"->>'gst_rate_percent')::numeric FROM "app_settings" WHERE "key" = 'agency-settings' AND "value" ? 'gst_rate_percent'), 5),
	'2017-07-01',
	'GST on tour operator services (SAC 998552)',
	'CGST Act 2017; Notification No. 11/2017-Central Tax (Rate), entry 23 (tour operator services: 5% without input tax credit, 18% with it), as amended',
	'migration 0027';--> statement-breakpoint
-- TCS on overseas tour programme packages, FY 2025-26 and from FY 2026-27 (ADR 054: the operator verifies these)
INSERT INTO "tax_rules" ("kind", "rate_percent", "threshold", "rate_above_threshold_percent", "rate_without_pan_percent", "effective_from", "effective_to", "legal_reference", "source", "created_by") VALUES
	('tcs_overseas_package', 5, 1000000, 20, 20, '2025-04-01', '2026-03-31',
	'TCS u/s 206C(1G) of the Income-tax Act, 1961',
	'Income-tax Act 1961, s. 206C(1G)(b) as amended by the Finance Act 2025: 5% up to Rs 10 lakh, 20% above; s. 206CC without PAN',
	'migration 0027'),
	('tcs_overseas_package', 2, NULL, NULL, 5, '2026-04-01', NULL,
	'TCS on an overseas tour programme package under the Income-tax Act, 2025',
	'Finance Act 2026 (Union Budget 2026): from 1 April 2026 a flat 2% with no threshold; the Income-tax Act 2025 replaces s. 206C(1G) of the 1961 Act. Without PAN 5% assumed (s. 206CC of the 1961 Act: twice the rate or 5%, the higher); that rate and the section to print are to be verified (ADR 054)',
	'migration 0027');

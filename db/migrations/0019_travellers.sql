ALTER TABLE "tour_packages" ADD COLUMN "permits_indian" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "permits_foreign" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "permit_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "permit_group_rule" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "high_altitude" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "traveller_details_due_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_permits_known" CHECK ("tour_packages"."permits_indian" <@ ARRAY['ILP', 'PAP', 'RAP']::text[] AND "tour_packages"."permits_foreign" <@ ARRAY['ILP', 'PAP', 'RAP']::text[]);--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_permit_days_range" CHECK ("tour_packages"."permit_days" BETWEEN 0 AND 120);--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_traveller_details_due_range" CHECK ("tour_packages"."traveller_details_due_days" BETWEEN 0 AND 120);--> statement-breakpoint
-- the permits of the agency's routes (db/seed-data/permits.ts holds the same values for new installs)
UPDATE "tour_packages" SET "permits_foreign" = ARRAY['PAP'], "permit_days" = 3, "high_altitude" = true,
  "permit_group_rule" = 'Foreign nationals need a Protected Area Permit for Nubra, Pangong, Tso Moriri and Turtuk, applied for through a registered travel agent.'
  WHERE "subcategory" IN ('ladakh', 'leh');--> statement-breakpoint
UPDATE "tour_packages" SET "permits_indian" = ARRAY['ILP'], "permits_foreign" = ARRAY['RAP', 'PAP'], "permit_days" = 10, "high_altitude" = true,
  "permit_group_rule" = 'Foreign nationals need a group of 2 or more, applied for through a registered travel agent; Indian citizens need an Inner Line Permit (e-ILP).'
  WHERE "subcategory" = 'tawang';--> statement-breakpoint
UPDATE "tour_packages" SET "permits_foreign" = ARRAY['ILP', 'PAP'], "permit_days" = 3, "high_altitude" = true,
  "permit_group_rule" = 'Foreign nationals need an Inner Line / Protected Area Permit for the Kinnaur–Spiti border stretch (Nako to Sumdo), issued at Reckong Peo or Kaza.'
  WHERE "subcategory" = 'spiti';--> statement-breakpoint
UPDATE "tour_packages" SET "permits_foreign" = ARRAY['RAP'], "permit_days" = 7,
  "permit_group_rule" = 'Foreign nationals need a Restricted Area Permit for North Sikkim, in a group of 2 or more.'
  WHERE "subcategory" = 'sikkim';--> statement-breakpoint
CREATE TABLE "booking_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number_encrypted" text,
	"id_number_last4" text DEFAULT '' NOT NULL,
	"id_number_purged_at" timestamp with time zone,
	"passport_expiry" date,
	"emergency_contact_name" text NOT NULL,
	"emergency_contact_phone" text NOT NULL,
	"diet" text DEFAULT '' NOT NULL,
	"medical_notes" text DEFAULT '' NOT NULL,
	"permit_status" text DEFAULT 'not_needed' NOT NULL,
	"permit_file" bytea,
	"permit_file_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traveller_gender_known" CHECK ("booking_travellers"."gender" IN ('female', 'male', 'other')),
	CONSTRAINT "traveller_id_type_known" CHECK ("booking_travellers"."id_type" IN ('aadhaar', 'passport', 'voter_id', 'driving_licence')),
	CONSTRAINT "traveller_permit_status_known" CHECK ("booking_travellers"."permit_status" IN ('not_needed', 'needed', 'applied', 'issued')),
	CONSTRAINT "traveller_position_range" CHECK ("booking_travellers"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_travellers_position_idx" ON "booking_travellers" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_travellers_purge_idx" ON "booking_travellers" USING btree ("booking_id") WHERE id_number_encrypted IS NOT NULL;--> statement-breakpoint
CREATE TABLE "traveller_detail_reminders" (
	"booking_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traveller_detail_reminders_booking_id_due_date_step_pk" PRIMARY KEY("booking_id","due_date","step"),
	CONSTRAINT "traveller_reminder_step_known" CHECK ("traveller_detail_reminders"."step" IN ('before-7', 'before-3', 'due-today', 'overdue-1', 'overdue-2', 'overdue-3'))
);
--> statement-breakpoint
ALTER TABLE "traveller_detail_reminders" ADD CONSTRAINT "traveller_detail_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;

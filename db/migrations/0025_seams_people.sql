-- Issue 38: the offers page's honeymoon (couple) and senior citizens' rules, a booking's seniors,
-- children's ID types, and contacts who booked shown as booked.
ALTER TABLE "pricing_rules" DROP CONSTRAINT "pricing_rule_kind_known";--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rule_kind_known" CHECK ("pricing_rules"."kind" IN ('early_bird', 'group', 'seasonal', 'couple', 'senior'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number_of_seniors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "booking_seniors_range" CHECK ("bookings"."number_of_seniors" >= 0 AND "bookings"."number_of_seniors" + "bookings"."number_of_children" <= "bookings"."number_of_travelers");--> statement-breakpoint
ALTER TABLE "booking_travellers" DROP CONSTRAINT "traveller_id_type_known";--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "traveller_id_type_known" CHECK ("booking_travellers"."id_type" IN ('aadhaar', 'passport', 'voter_id', 'driving_licence', 'birth_certificate', 'school_id'));--> statement-breakpoint
UPDATE "contacts" SET "stage" = 'won', "updated_at" = now()
WHERE "merged_into" IS NULL AND "stage" IN ('new', 'contacted', 'quoted')
  AND EXISTS (SELECT 1 FROM "bookings" WHERE "bookings"."contact_id" = "contacts"."id");

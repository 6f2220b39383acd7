ALTER TABLE "bookings" ADD COLUMN "single_rooms" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "booking_single_rooms_range" CHECK ("bookings"."single_rooms" >= 0 AND "bookings"."single_rooms" <= "bookings"."number_of_travelers");
--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "child_no_bed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "departure_crew" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"role" text NOT NULL,
	"supplier_id" uuid,
	"admin_id" uuid,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	CONSTRAINT "departure_crew_role_known" CHECK ("departure_crew"."role" IN ('tour_leader', 'guide'))
);
--> statement-breakpoint
CREATE TABLE "departure_plans" (
	"departure_id" uuid PRIMARY KEY NOT NULL,
	"rooming" jsonb,
	"seating" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_stays" (
	"departure_id" uuid NOT NULL,
	"night" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"single_rooms" integer DEFAULT 0 NOT NULL,
	"double_rooms" integer DEFAULT 0 NOT NULL,
	"triple_rooms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departure_stays_departure_id_night_supplier_id_pk" PRIMARY KEY("departure_id","night","supplier_id"),
	CONSTRAINT "departure_stay_night_range" CHECK ("departure_stays"."night" BETWEEN 1 AND 60),
	CONSTRAINT "departure_stay_rooms_range" CHECK ("departure_stays"."single_rooms" BETWEEN 0 AND 500 AND "departure_stays"."double_rooms" BETWEEN 0 AND 500 AND "departure_stays"."triple_rooms" BETWEEN 0 AND 500)
);
--> statement-breakpoint
CREATE TABLE "departure_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"supplier_id" uuid,
	"label" text NOT NULL,
	"seats" integer NOT NULL,
	"vehicle_number" text DEFAULT '' NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"driver_phone" text DEFAULT '' NOT NULL,
	CONSTRAINT "departure_vehicle_seats_range" CHECK ("departure_vehicles"."seats" BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "supplier_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"supplier_id" uuid,
	"vehicle_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"confirmation_number" text DEFAULT '' NOT NULL,
	"emailed_to" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "supplier_confirmation_status_known" CHECK ("supplier_confirmations"."status" IN ('requested', 'confirmed', 'declined')),
	CONSTRAINT "supplier_confirmation_target" CHECK ("supplier_confirmations"."supplier_id" IS NOT NULL OR "supplier_confirmations"."vehicle_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "trip_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"link_id" uuid,
	"idempotency_key" text NOT NULL,
	"moment" text NOT NULL,
	"day" date NOT NULL,
	"present" integer NOT NULL,
	"expected" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_check_in_moment_known" CHECK ("trip_check_ins"."moment" IN ('morning', 'evening')),
	CONSTRAINT "trip_check_in_counts" CHECK ("trip_check_ins"."present" >= 0 AND "trip_check_ins"."expected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_leader_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departure_crew" ADD CONSTRAINT "departure_crew_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departure_crew" ADD CONSTRAINT "departure_crew_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departure_plans" ADD CONSTRAINT "departure_plans_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departure_stays" ADD CONSTRAINT "departure_stays_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departure_vehicles" ADD CONSTRAINT "departure_vehicles_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_vehicle_id_departure_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."departure_vehicles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trip_check_ins" ADD CONSTRAINT "trip_check_ins_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trip_check_ins" ADD CONSTRAINT "trip_check_ins_link_id_trip_leader_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."trip_leader_links"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trip_leader_links" ADD CONSTRAINT "trip_leader_links_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trip_leader_links" ADD CONSTRAINT "trip_leader_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "departure_crew_departure_idx" ON "departure_crew" USING btree ("departure_id");
--> statement-breakpoint
CREATE INDEX "departure_vehicles_departure_idx" ON "departure_vehicles" USING btree ("departure_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_confirmations_stay_idx" ON "supplier_confirmations" USING btree ("departure_id","supplier_id") WHERE vehicle_id IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_confirmations_vehicle_idx" ON "supplier_confirmations" USING btree ("vehicle_id") WHERE vehicle_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "trip_check_ins_key_idx" ON "trip_check_ins" USING btree ("departure_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "trip_check_ins_departure_idx" ON "trip_check_ins" USING btree ("departure_id","recorded_at");
--> statement-breakpoint
CREATE INDEX "trip_leader_links_departure_idx" ON "trip_leader_links" USING btree ("departure_id");
--> statement-breakpoint
ALTER TABLE "departure_stays" ADD CONSTRAINT "departure_stays_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departure_vehicles" ADD CONSTRAINT "departure_vehicles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departure_crew" ADD CONSTRAINT "departure_crew_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;

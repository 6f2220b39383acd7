ALTER TABLE "tour_packages" ADD COLUMN "meeting_point" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "meeting_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "weather_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "trip_messages" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_messages_booking_id_kind_pk" PRIMARY KEY("booking_id","kind"),
	CONSTRAINT "trip_message_kind_known" CHECK ("trip_messages"."kind" IN ('briefing', 'review-request'))
);
--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "trip_message_opt_outs" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_message_opt_outs" ADD CONSTRAINT "trip_message_opt_outs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "travel_month" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "review_status_known" CHECK ("reviews"."status" IN ('pending', 'published', 'rejected'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "review_travel_month_shape" CHECK ("reviews"."travel_month" IS NULL OR "reviews"."travel_month" ~ '^\d{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");

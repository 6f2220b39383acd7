CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"booking_reference" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_by" date NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_status_known" CHECK ("complaints"."status" IN ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"notice_version" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text DEFAULT '' NOT NULL,
	CONSTRAINT "consent_purpose_known" CHECK ("consents"."purpose" IN ('enquiry', 'booking', 'order', 'marketing', 'child_data')),
	CONSTRAINT "consent_channel_known" CHECK ("consents"."channel" IN ('contact_form', 'popup', 'chat', 'newsletter', 'offers_newsletter', 'booking_form', 'waitlist_form', 'quote_acceptance', 'gear_order', 'traveller_form')),
	CONSTRAINT "consent_has_contact" CHECK ("consents"."email" <> '' OR "consents"."phone" <> '')
);
--> statement-breakpoint
CREATE TABLE "data_breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"affected" text NOT NULL,
	"affected_count" integer,
	"board_told_at" timestamp with time zone,
	"people_told_at" timestamp with time zone,
	"recorded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_breach_count_positive" CHECK ("data_breaches"."affected_count" IS NULL OR "data_breaches"."affected_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"due_by" date NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_request_kind_known" CHECK ("privacy_requests"."kind" IN ('access', 'correction', 'erasure')),
	CONSTRAINT "privacy_request_status_known" CHECK ("privacy_requests"."status" IN ('unconfirmed', 'open', 'completed', 'refused'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_ticket_idx" ON "complaints" USING btree ("ticket");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_key_idx" ON "complaints" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("status","due_by");--> statement-breakpoint
CREATE INDEX "complaints_hash_idx" ON "complaints" USING btree ("request_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_live_idx" ON "consents" USING btree ("email","phone","purpose","channel","notice_version","reference") WHERE withdrawn_at IS NULL;--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email") WHERE email <> '';--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone") WHERE phone <> '';--> statement-breakpoint
CREATE INDEX "data_breaches_found_idx" ON "data_breaches" USING btree ("found_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_reference_idx" ON "privacy_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_token_idx" ON "privacy_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_key_idx" ON "privacy_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "privacy_requests_queue_idx" ON "privacy_requests" USING btree ("status","due_by");--> statement-breakpoint
CREATE INDEX "privacy_requests_hash_idx" ON "privacy_requests" USING btree ("request_hash","created_at");
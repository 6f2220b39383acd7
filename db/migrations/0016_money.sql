CREATE TABLE "billing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid,
	"issued_on" date NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_document_kind_known" CHECK ("billing_documents"."kind" IN ('receipt', 'invoice', 'credit_note'))
);--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);--> statement-breakpoint
CREATE TABLE "payment_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"utr" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"screenshot_key" text,
	"claimed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "payment_claim_amount_positive" CHECK ("payment_claims"."amount" > 0),
	CONSTRAINT "payment_claim_utr_digits" CHECK ("payment_claims"."utr" ~ '^[0-9]{12}$'),
	CONSTRAINT "payment_claim_status_known" CHECK ("payment_claims"."status" IN ('pending', 'accepted', 'rejected'))
);--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"booking_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"step" text NOT NULL,
	"amount" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_booking_id_due_date_step_pk" PRIMARY KEY("booking_id","due_date","step"),
	CONSTRAINT "payment_reminder_step_known" CHECK ("payment_reminders"."step" IN ('before-7', 'before-3', 'due-today', 'overdue-1', 'overdue-2', 'overdue-3'))
);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_pan" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "international" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_unique" ON "billing_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_series_unique" ON "billing_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_payment_unique" ON "billing_documents" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_invoice_unique" ON "billing_documents" USING btree ("booking_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE INDEX "billing_documents_booking_idx" ON "billing_documents" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_utr_unique" ON "payment_claims" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "payment_claims_status_idx" ON "payment_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_claims_booking_idx" ON "payment_claims" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payment_method_known";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payment_method_known" CHECK ("payments"."method" IN ('upi', 'bank_transfer', 'cash', 'card_at_office', 'razorpay'));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_razorpay_once" ON "payments" USING btree ("reference") WHERE method = 'razorpay';

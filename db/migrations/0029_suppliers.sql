-- Issue 41 (ADR 056): suppliers, cost sheets of packages and departures, supplier bills and the
-- payments against them. Money in whole paise. The suppliers list searches its name, city, email and
-- GSTIN through a trigram index (the expression db/search-expressions.ts builds).
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"bank_account_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"bank_ifsc" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_kind_known" CHECK ("suppliers"."kind" IN ('hotel', 'homestay', 'camp', 'transport', 'guide', 'permits', 'other'))
);
--> statement-breakpoint
CREATE TABLE "cost_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid,
	"departure_id" uuid,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"basis" text NOT NULL,
	"unit_cost" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"supplier_id" uuid,
	"gst_basis_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cost_line_one_owner" CHECK (("cost_lines"."package_id" IS NULL) <> ("cost_lines"."departure_id" IS NULL)),
	CONSTRAINT "cost_line_basis_known" CHECK ("cost_lines"."basis" IN ('per_traveller', 'per_departure', 'per_room', 'per_vehicle')),
	CONSTRAINT "cost_line_money" CHECK ("cost_lines"."unit_cost" >= 0 AND "cost_lines"."quantity" >= 1),
	CONSTRAINT "cost_line_gst_range" CHECK ("cost_lines"."gst_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "package_cost_settings" (
	"package_id" uuid PRIMARY KEY NOT NULL,
	"decision_lead_days" integer DEFAULT 21 NOT NULL,
	CONSTRAINT "package_decision_lead_range" CHECK ("package_cost_settings"."decision_lead_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "supplier_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"number" text NOT NULL,
	"bill_date" date NOT NULL,
	"amount" integer NOT NULL,
	"gst_amount" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"departure_id" uuid,
	"file_key" text,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"recorded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_bill_amounts" CHECK ("supplier_bills"."amount" > 0 AND "supplier_bills"."gst_amount" >= 0 AND "supplier_bills"."gst_amount" <= "supplier_bills"."amount"),
	CONSTRAINT "supplier_bill_paid_range" CHECK ("supplier_bills"."amount_paid" >= 0 AND "supplier_bills"."amount_paid" <= "supplier_bills"."amount")
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payment_amount_positive" CHECK ("supplier_payments"."amount" > 0),
	CONSTRAINT "supplier_payment_method_known" CHECK ("supplier_payments"."method" IN ('upi', 'bank_transfer', 'cash', 'cheque'))
);
--> statement-breakpoint
ALTER TABLE "cost_lines" ADD CONSTRAINT "cost_lines_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cost_lines" ADD CONSTRAINT "cost_lines_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cost_lines" ADD CONSTRAINT "cost_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_cost_settings" ADD CONSTRAINT "package_cost_settings_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cost_lines_package_idx" ON "cost_lines" USING btree ("package_id","position");
--> statement-breakpoint
CREATE INDEX "cost_lines_departure_idx" ON "cost_lines" USING btree ("departure_id","position");
--> statement-breakpoint
CREATE INDEX "cost_lines_supplier_idx" ON "cost_lines" USING btree ("supplier_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_number_unique" ON "supplier_bills" USING btree ("supplier_id","number");
--> statement-breakpoint
CREATE INDEX "supplier_bills_supplier_idx" ON "supplier_bills" USING btree ("supplier_id","bill_date");
--> statement-breakpoint
CREATE INDEX "supplier_bills_departure_idx" ON "supplier_bills" USING btree ("departure_id");
--> statement-breakpoint
CREATE INDEX "supplier_bills_date_idx" ON "supplier_bills" USING btree ("bill_date");
--> statement-breakpoint
CREATE INDEX "supplier_bills_unpaid_idx" ON "supplier_bills" USING btree ("supplier_id","due_date") WHERE amount_paid < amount;
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_reference_unique" ON "supplier_payments" USING btree ("bill_id","reference");
--> statement-breakpoint
CREATE INDEX "supplier_payments_paid_on_idx" ON "supplier_payments" USING btree ("paid_on");
--> statement-breakpoint
CREATE INDEX "suppliers_created_idx" ON "suppliers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_search_trgm_idx" ON "suppliers" USING gin (("name" || ' ' || "city" || ' ' || "email" || ' ' || "gstin") gin_trgm_ops);

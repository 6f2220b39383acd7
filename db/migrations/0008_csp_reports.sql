CREATE TABLE "csp_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_url" text DEFAULT '' NOT NULL,
	"directive" text DEFAULT '' NOT NULL,
	"blocked_url" text DEFAULT '' NOT NULL,
	"sample" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_at_idx" ON "csp_reports" USING btree ("at");
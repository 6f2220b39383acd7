CREATE TABLE "admin_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "recipient_key" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "recipient_domain" text;--> statement-breakpoint
ALTER TABLE "admin_devices" ADD CONSTRAINT "admin_devices_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_devices_admin_idx" ON "admin_devices" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_key_idx" ON "outbox_emails" USING btree ("recipient_key","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_domain_idx" ON "outbox_emails" USING btree ("recipient_domain","created_at");
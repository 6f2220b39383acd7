CREATE TABLE "admin_api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "admin_api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admin_users_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"package_id" uuid,
	"package_title" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"travel_date" date NOT NULL,
	"number_of_travelers" integer NOT NULL,
	"sharing" text DEFAULT 'triple' NOT NULL,
	"price_per_person" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"booking_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "booking_travelers_positive" CHECK ("bookings"."number_of_travelers" >= 1),
	CONSTRAINT "booking_money_non_negative" CHECK ("bookings"."price_per_person" >= 0 AND "bookings"."total_amount" >= 0),
	CONSTRAINT "booking_status_known" CHECK ("bookings"."status" IN ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "booking_sharing_known" CHECK ("bookings"."sharing" IN ('triple', 'double'))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"client_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_source_known" CHECK ("enquiries"."source" IN ('website', 'popup', 'chatbot', 'newsletter', 'offers_page Subscription', 'other'))
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_known" CHECK ("outbox_emails"."status" IN ('pending', 'sent', 'failed')),
	CONSTRAINT "outbox_attempts_non_negative" CHECK ("outbox_emails"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"subscription" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "gear_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_paise" integer NOT NULL,
	CONSTRAINT "order_line_quantity_positive" CHECK ("gear_order_lines"."quantity" >= 1),
	CONSTRAINT "order_line_price_non_negative" CHECK ("gear_order_lines"."unit_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gear_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"shipping_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"client_order_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "gear_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_money_non_negative" CHECK ("gear_orders"."subtotal_paise" >= 0 AND "gear_orders"."shipping_paise" >= 0 AND "gear_orders"."total_paise" >= 0),
	CONSTRAINT "order_payment_known" CHECK ("gear_orders"."payment_method" IN ('upi', 'cod')),
	CONSTRAINT "order_status_known" CHECK ("gear_orders"."status" IN ('received', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "gear_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"category" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "gear_price_non_negative" CHECK ("gear_products"."price_paise" >= 0),
	CONSTRAINT "gear_rating_range" CHECK ("gear_products"."rating_tenths" BETWEEN 0 AND 50),
	CONSTRAINT "gear_reviews_non_negative" CHECK ("gear_products"."review_count" >= 0),
	CONSTRAINT "gear_category_known" CHECK ("gear_products"."category" IN ('jackets', 'safety', 'accessories', 'clothing', 'bags'))
);
--> statement-breakpoint
CREATE TABLE "tour_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"destination" text NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"pick_drop" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"double_sharing_price" integer,
	"double_sharing_original_price" integer,
	"image_url" text DEFAULT '' NOT NULL,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"itinerary_pdf" text,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"think_to_pack" text[] DEFAULT '{}'::text[] NOT NULL,
	"itenory" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text DEFAULT 'domestic' NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_price_non_negative" CHECK ("tour_packages"."price" >= 0),
	CONSTRAINT "tour_original_price_non_negative" CHECK ("tour_packages"."original_price" IS NULL OR "tour_packages"."original_price" >= 0),
	CONSTRAINT "tour_double_price_non_negative" CHECK ("tour_packages"."double_sharing_price" IS NULL OR "tour_packages"."double_sharing_price" >= 0),
	CONSTRAINT "tour_double_original_non_negative" CHECK ("tour_packages"."double_sharing_original_price" IS NULL OR "tour_packages"."double_sharing_original_price" >= 0),
	CONSTRAINT "tour_category_known" CHECK ("tour_packages"."category" IN ('domestic', 'international'))
);
--> statement-breakpoint
ALTER TABLE "admin_api_tokens" ADD CONSTRAINT "admin_api_tokens_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_order_lines" ADD CONSTRAINT "gear_order_lines_order_id_gear_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gear_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_order_lines" ADD CONSTRAINT "gear_order_lines_product_id_gear_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gear_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_api_tokens_admin_idx" ON "admin_api_tokens" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","booking_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "bookings_request_hash_idx" ON "bookings" USING btree ("request_hash","booking_date");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_source_idx" ON "enquiries" USING btree ("source","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_newsletter_email_idx" ON "enquiries" USING btree ("email") WHERE source IN ('newsletter', 'offers_page Subscription');--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "reviews_package_idx" ON "reviews" USING btree ("package_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gear_order_lines_order_idx" ON "gear_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gear_orders_created_idx" ON "gear_orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gear_orders_request_hash_idx" ON "gear_orders" USING btree ("request_hash","created_at");--> statement-breakpoint
CREATE INDEX "tour_packages_created_idx" ON "tour_packages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tour_packages_featured_idx" ON "tour_packages" USING btree ("featured","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tour_packages_subcategory_idx" ON "tour_packages" USING btree ("subcategory","created_at" DESC NULLS LAST);
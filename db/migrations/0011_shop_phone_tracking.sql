ALTER TABLE "gear_orders" ADD COLUMN "customer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gear_orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "gear_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
-- ADR 022: the six demo products move from the first brief's dollar figures to whole rupees, only where
-- the price is still the seed's old one (an agency that set its own price keeps it).
UPDATE "gear_products" SET "price_paise" = CASE "slug"
  WHEN 'explorer-waterproof-jacket' THEN 499900
  WHEN 'adventure-trekking-helmet' THEN 299900
  WHEN 'wanderer-cap' THEN 59900
  WHEN 'journey-quick-dry-t-shirt' THEN 89900
  WHEN 'trailblazer-hiking-trousers' THEN 199900
  WHEN 'trekker-backpack-40l' THEN 349900
END
WHERE ("slug", "price_paise") IN (
  ('explorer-waterproof-jacket', 8999),
  ('adventure-trekking-helmet', 7495),
  ('wanderer-cap', 2499),
  ('journey-quick-dry-t-shirt', 3499),
  ('trailblazer-hiking-trousers', 6499),
  ('trekker-backpack-40l', 11999)
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { gearCategories, orderStatuses, paymentMethods } from "../../domain/shop-values";
import { isOneOf } from "./checks";
import { contacts } from "./contacts";

export const gearProducts = pgTable(
  "gear_products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** paise: 8999 = ₹89.99 */
    pricePaise: integer("price_paise").notNull(),
    category: text("category", { enum: gearCategories }).notNull(),
    image: text("image").notNull().default(""),
    description: text("description").notNull().default(""),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text("colors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** tenths of a star: 46 = 4.6 */
    ratingTenths: smallint("rating_tenths").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("gear_price_non_negative", sql`${t.pricePaise} >= 0`),
    check("gear_rating_range", sql`${t.ratingTenths} BETWEEN 0 AND 50`),
    check("gear_reviews_non_negative", sql`${t.reviewCount} >= 0`),
    check("gear_category_known", isOneOf(t.category, gearCategories)),
  ],
);

export const gearOrders = pgTable(
  "gear_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    /** for the courier's cash-on-delivery call; "" on orders placed before checkout asked for it */
    customerPhone: text("customer_phone").notNull().default(""),
    address: text("address").notNull(),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    shippingPaise: integer("shipping_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    status: text("status", { enum: orderStatuses }).notNull().default("received"),
    /** entered by the admin when marking the order shipped, and emailed to the shopper */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash").notNull(),
    /** the person this belongs to (issue 28: one contact per person) */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    clientOrderDate: timestamp("client_order_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "order_money_non_negative",
      sql`${t.subtotalPaise} >= 0 AND ${t.shippingPaise} >= 0 AND ${t.totalPaise} >= 0`,
    ),
    check("order_payment_known", isOneOf(t.paymentMethod, paymentMethods)),
    check("order_status_known", isOneOf(t.status, orderStatuses)),
    index("gear_orders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("gear_orders_status_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("gear_orders_request_hash_idx").on(t.requestHash, t.createdAt),
    index("gear_orders_contact_idx").on(t.contactId),
  ],
);

export const gearOrderLines = pgTable(
  "gear_order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => gearOrders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => gearProducts.id, { onDelete: "restrict" }),
    productName: text("product_name").notNull(),
    size: text("size").notNull().default(""),
    color: text("color").notNull().default(""),
    quantity: integer("quantity").notNull().default(1),
    unitPricePaise: integer("unit_price_paise").notNull(),
  },
  (t) => [
    check("order_line_quantity_positive", sql`${t.quantity} >= 1`),
    check("order_line_price_non_negative", sql`${t.unitPricePaise} >= 0`),
    index("gear_order_lines_order_idx").on(t.orderId),
  ],
);

export type GearProductRow = typeof gearProducts.$inferSelect;
export type GearOrderRow = typeof gearOrders.$inferSelect;
export type GearOrderLineRow = typeof gearOrderLines.$inferSelect;

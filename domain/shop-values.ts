/**
 * The fixed value lists of the gear shop, defined once: its tables (db/schema/shop.ts, their CHECK
 * constraints included) and the zod schemas (shop-schema.ts) both import them. No imports, so the
 * browser and drizzle-kit can load it.
 */

export const gearCategories = ["jackets", "safety", "accessories", "clothing", "bags"] as const;
export type GearCategory = (typeof gearCategories)[number];
export const paymentMethods = ["upi", "cod"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const orderStatuses = ["received", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { gearProducts } from "../../db/schema";

type NewGearProductRow = typeof gearProducts.$inferInsert;

let sequence = 0;

/** Inserts a gear product with unique values (₹49.99, sizes S/M/L, two colours); any field can be overridden. */
export async function createGearProductRow(db: Db, overrides: Partial<NewGearProductRow> = {}) {
  sequence += 1;
  const unique = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(gearProducts)
    .values({
      slug: `test-gear-${sequence}-${unique}`,
      name: `Test Gear ${sequence} ${unique}`,
      pricePaise: 4999,
      category: "accessories",
      image: "/uploads/images/gear-cap-800.webp",
      description: "Light, tough and ready for the trail.",
      features: ["Quick-dry", "Packable"],
      sizes: ["S", "M", "L"],
      colors: ["Olive", "Navy"],
      ratingTenths: 45,
      reviewCount: 12,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("gear product insert returned nothing");
  return row;
}

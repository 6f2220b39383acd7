import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { contacts } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";

/** A contact to quote for, with a unique email and phone unless given. */
export async function createQuoteContactRow(db: Db, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const unique = randomUUID().slice(0, 8);
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  const [row] = await db
    .insert(contacts)
    .values({
      name: "Meera Iyer",
      email: `meera-${unique}@example.com`,
      phone: `+919${digits}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A quote body as the API and the compose form take it, with overrides. */
export function quoteBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Kerala backwaters, 5 days",
    travel_date: addDays(todayInIndia(), 50),
    number_of_travelers: 2,
    itinerary: [
      { title: "Arrive in Kochi", description: "Fort Kochi walk, Chinese fishing nets" },
      { title: "Munnar", description: "Tea gardens" },
      { title: "Alleppey houseboat" },
    ],
    inclusions: ["Hotels with breakfast", "Private car"],
    exclusions: ["Flights"],
    price_lines: [
      { label: "Package for 2", amount: 60000 },
      { label: "Houseboat upgrade", amount: 8000 },
      { label: "Early-bird discount", amount: -3000 },
    ],
    valid_until: addDays(todayInIndia(), 40),
    ...overrides,
  };
}

import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { createTourRow } from "../../../tests/factories/tour-factory";
import { getTour, listFeaturedTours, listTours } from "./tour-service.server";

const database = useTestDatabase();

describe("tour service", () => {
  it("lists tours newest first and filters by subcategory, category, featured and text", async () => {
    const db = database.db;
    const kerala = await createTourRow(db, {
      destination: "Kerala",
      subcategory: "kerala",
      title: "Backwater Bliss",
    });
    const bhutan = await createTourRow(db, {
      destination: "Bhutan",
      subcategory: "bhutan",
      category: "international",
      featured: true,
    });
    const all = await listTours(db);
    expect(all.map((t) => t.id).slice(0, 2)).toEqual([bhutan.id, kerala.id]);

    expect((await listTours(db, { subcategory: "kerala" })).map((t) => t.id)).toEqual([kerala.id]);
    expect((await listTours(db, { category: "international" })).map((t) => t.id)).toEqual([bhutan.id]);
    expect((await listTours(db, { featured: true })).map((t) => t.id)).toEqual([bhutan.id]);
    expect((await listTours(db, { q: "backwater" })).map((t) => t.id)).toEqual([kerala.id]);
    expect(await listTours(db, { q: "100%_" })).toEqual([]);
  });

  it("returns at most six featured tours, newest first", async () => {
    const db = database.db;
    const made = [];
    for (let i = 0; i < 8; i++) made.push(await createTourRow(db, { featured: true }));
    const featured = await listFeaturedTours(db);
    expect(featured).toHaveLength(6);
    expect(featured[0]?.id).toBe(made[7]?.id);
    expect(featured.every((t) => t.featured)).toBe(true);
  });

  it("speaks the API's field names and treats unknown or malformed ids as missing", async () => {
    const db = database.db;
    const row = await createTourRow(db, { itinerary: ["Day one", "Day two"], thingsToPack: ["Sunscreen"] });
    const tour = await getTour(db, row.id);
    expect(tour).toMatchObject({
      _id: row.id,
      id: row.id,
      itenory: ["Day one", "Day two"],
      think_to_pack: ["Sunscreen"],
      pick_drop: row.pickDrop,
      duration: "5 Days 4 Nights",
      duration_days: 5,
      original_price: 22_999,
      double_sharing_original_price: null,
      itinerary_pdf: null,
    });
    expect(await getTour(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getTour(db, "not-an-id'; DROP TABLE tour_packages; --")).toBeNull();
  });

  it("refuses rows that break the rules in the database itself", async () => {
    const db = database.db;
    await expect(createTourRow(db, { price: -1 })).rejects.toThrow();
    await expect(createTourRow(db, { category: "lunar" as never })).rejects.toThrow();
    await expect(createTourRow(db, { durationDays: 0 })).rejects.toThrow();
  });
});

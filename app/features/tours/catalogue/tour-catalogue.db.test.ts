import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../../db/client";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { loadTourCatalogue } from "./tour-catalogue.server";

const database = useTestDatabase();

describe("the in-memory tour catalogue", () => {
  it("hands out the same frozen snapshot while nothing was written", async () => {
    const tour = await createTourRow(database.db);
    const first = await loadTourCatalogue(database.db);
    const second = await loadTourCatalogue(database.db);
    expect(second).toBe(first);
    const cached = first.byId.get(tour.id)!;
    expect(Object.isFrozen(cached) && Object.isFrozen(cached.inclusions)).toBe(true);
    expect(() => (cached.inclusions as string[]).push("tampered")).toThrow();
  });

  it("sees inserts, updates, deletes and truncation by any writer at once, plain SQL included", async () => {
    const db = database.db;
    const tour = await createTourRow(db, { title: "Before" });
    await loadTourCatalogue(db);

    await db.execute(sql`UPDATE tour_packages SET title = 'After' WHERE id = ${tour.id}`);
    expect((await loadTourCatalogue(db)).byId.get(tour.id)?.title).toBe("After");

    const added = await createTourRow(db);
    expect((await loadTourCatalogue(db)).tours[0]?.id).toBe(added.id);

    await db.execute(sql`DELETE FROM tour_packages WHERE id = ${tour.id}`);
    expect((await loadTourCatalogue(db)).byId.has(tour.id)).toBe(false);

    await db.execute(sql`TRUNCATE tour_packages CASCADE`);
    expect((await loadTourCatalogue(db)).tours).toEqual([]);
  });

  it("keeps two app processes on one PostgreSQL in step", async (context) => {
    // a second connection pool stands in for another process with its own cache
    if (!database.url) return context.skip();
    const other = await openDatabase({ databaseUrl: database.url });
    try {
      const tour = await createTourRow(database.db, { title: "Shared" });
      await loadTourCatalogue(database.db);
      expect((await loadTourCatalogue(other.db)).byId.get(tour.id)?.title).toBe("Shared");
      await other.db.execute(sql`UPDATE tour_packages SET title = 'Edited elsewhere' WHERE id = ${tour.id}`);
      expect((await loadTourCatalogue(database.db)).byId.get(tour.id)?.title).toBe("Edited elsewhere");
    } finally {
      await other.close();
    }
  });
});

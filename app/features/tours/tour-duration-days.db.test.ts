import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tourPackages } from "../../../db/schema/index";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { daysNamedIn } from "./tour-write-schema";

const database = useTestDatabase();

/** Texts as admins have typed them, and the days migration 0031 must give each (ADR 058). */
const cases: [text: string, days: number][] = [
  ["7 Days 6 Nights", 7],
  ["5 days / 4 nights", 5],
  ["6N/7D", 7],
  ["17D/16N", 17],
  ["1 Day", 1],
  ["0 Days", 1],
  ["07 days", 7],
  ["7days", 7],
  ["7 DAYS", 7],
  ["5 nights", 6],
  ["4N", 5],
  ["0 nights", 1],
  ["", 1],
  ["A long weekend", 1],
  ["Seven days in Spiti", 1],
  ["7-Days", 1],
  // a word going on after the letters is no unit: "Dec" is not days, "Nightsx" not nights
  ["10 Dec trip 4N", 5],
  ["3 Nightsx 2 N", 3],
  ["7 Dayss 3 N", 4],
  // JavaScript's \s takes these spaces; its /i folds ASCII letters only
  ["7\u00a0Days", 7],
  ["7\u3000days", 7],
  ["7\u200bDays", 1],
  ["4 n\u0131ghts", 5],
  ["5 \u0414Nights", 1],
];

async function runMigration(db: typeof database.db) {
  const file = new URL("../../../db/migrations/0031_duration_days.sql", import.meta.url);
  for (const statement of (await readFile(file, "utf8")).split("--> statement-breakpoint")) {
    await db.execute(sql.raw(statement));
  }
}

describe("migration 0031 (a package's length in days)", () => {
  it("fills each package's days from its text as the input-time reader reads it", async () => {
    const db = database.db;
    // the table as it was before the migration, holding packages
    await db.execute(sql`ALTER TABLE tour_packages DROP COLUMN duration_days`);
    for (const [text] of cases) {
      await db.execute(
        sql`INSERT INTO tour_packages (title, description, destination, duration, price)
            VALUES (${`Before ${text}`}, 'd', 'Leh', ${text}, 1000)`,
      );
    }
    await runMigration(db);

    const rows = await db
      .select({ text: tourPackages.duration, days: tourPackages.durationDays })
      .from(tourPackages);
    const filled = new Map(rows.map((row) => [row.text, row.days]));
    for (const [text, days] of cases) {
      expect(filled.get(text), JSON.stringify(text)).toBe(days);
      expect(daysNamedIn(text) ?? 1, JSON.stringify(text)).toBe(days);
    }
  });

  it("leaves the column required and at least 1", async () => {
    const insert = (days: number | null) =>
      database.db.execute(
        sql`INSERT INTO tour_packages (title, description, destination, duration, duration_days, price)
            VALUES ('After', 'd', 'Leh', '3 Days', ${days}, 1000)`,
      );
    await expect(insert(null)).rejects.toThrow();
    await expect(insert(0)).rejects.toThrow();
    await expect(insert(3)).resolves.toBeDefined();
  });
});

import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** An insert into the bookings table, through Drizzle or in SQL. */
const INSERTS_BOOKINGS = /\.insert\(\s*bookings\s*\)|insert\s+into\s+"?bookings"?\b/i;

describe("one booking core (issue 36, ADR 059)", () => {
  it("is the only module of the app that inserts into bookings", () => {
    const writers = sourceFiles("app").filter((file) => INSERTS_BOOKINGS.test(readFileSync(file, "utf8")));
    expect(writers).toEqual([
      path.join("app", "features", "bookings", "write", "booking-write-service.server.ts"),
    ]);
  });

  it("finds an insert written either way", () => {
    expect(INSERTS_BOOKINGS.test("await tx.insert(bookings).values(row)")).toBe(true);
    expect(INSERTS_BOOKINGS.test('sql`INSERT INTO "bookings" (reference) VALUES (${r})`')).toBe(true);
    expect(INSERTS_BOOKINGS.test("await tx.insert(bookingTravellers).values(row)")).toBe(false);
  });
});

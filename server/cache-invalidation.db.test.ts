import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createGearProductRow } from "../tests/factories/gear-factory";
import { createReviewRow } from "../tests/factories/review-factory";
import { createTestDatabase } from "../tests/setup/test-database";
import { CHANGES_CHANNEL, listenForChanges, type ChangeListener } from "./cache-invalidation";

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("change notifications for the response cache", () => {
  let database: Database;
  let listener: ChangeListener;
  const seen: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = await listenForChanges(database, (table) => seen.push(table));
  });
  afterAll(async () => {
    await listener?.stop();
    await database?.close();
  });

  it("hears a notification sent on the channel", async () => {
    expect(listener.connected).toBe(true);
    await database.db.execute(sql.raw(`NOTIFY ${CHANGES_CHANNEL}, 'tour_packages'`));
    await until(() => seen.includes("tour_packages"));
  });

  it("hears a write to each table that public answers read (migration 0004's triggers)", async () => {
    seen.length = 0;
    await createReviewRow(database.db); // a tour package, then its review
    await createGearProductRow(database.db);
    await database.db.execute(sql`INSERT INTO app_settings (key, value) VALUES ('cache-test', '{}'::jsonb)`);
    await until(() =>
      ["tour_packages", "reviews", "gear_products", "app_settings"].every((t) => seen.includes(t)),
    );
  });

  it("hears nothing for a write public answers do not show", async () => {
    seen.length = 0;
    await database.db.execute(sql`DELETE FROM enquiries`);
    await database.db.execute(sql.raw(`NOTIFY ${CHANGES_CHANNEL}, 'marker'`));
    await until(() => seen.includes("marker"));
    expect(seen).toEqual(["marker"]);
  });
});

import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../db/client";
import { createTestDatabase } from "./test-database";

/**
 * A fresh, migrated, empty database for the calling test file (`createTestDatabase`), opened
 * before its first test and closed after its last: `const database = useTestDatabase();`, then
 * `database.db` inside the tests.
 */
export function useTestDatabase(): Database {
  const database = {} as Database;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
  });
  afterAll(async () => {
    await database.close?.();
  });
  return database;
}

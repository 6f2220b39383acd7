import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const postgresUrl = process.env.TEST_DATABASE_URL;
// Projects do not inherit the root's timeouts; the machine is shared, so be generous (never a speed test).
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/** Every test runs on PGlite; the database-facing ones (*.db.test.ts) run again on PostgreSQL. */
export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ["tests/setup/global-setup.ts"],
    ...timeouts,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "pglite",
          ...timeouts,
          include: ["app/**/*.test.ts", "db/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.ts"],
          env: { TEST_DB: "pglite" },
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { alias },
              test: {
                name: "postgres",
                ...timeouts,
                include: [
                  "app/**/*.db.test.ts",
                  "db/**/*.db.test.ts",
                  "server/**/*.db.test.ts",
                  "tests/**/*.db.test.ts",
                ],
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});

/**
 * The sales desk's fixed value lists (issue 28): the `contacts` table's CHECK constraints
 * (db/schema/contacts.ts) and the zod schemas both import them. No imports, so the browser and
 * drizzle-kit can load it.
 */

/** Where a contact stands in the pipeline: new → contacted → quoted → won / lost. */
export const contactStages = ["new", "contacted", "quoted", "won", "lost"] as const;

/**
 * The sales desk's fixed value lists (issue 28): the `contacts` table's CHECK constraints
 * (db/schema/contacts.ts) and the zod schemas both import them. No imports, so the browser and
 * drizzle-kit can load it.
 */

/**
 * Where a contact stands in the pipeline: new → contacted → quoted → won / lost. `won` is the
 * stored and API value; people read it as "Booked" (a booking, payment or confirmation moves a
 * contact there, ADR 052).
 */
export const contactStages = ["new", "contacted", "quoted", "won", "lost"] as const;

export const contactStageLabels: Record<(typeof contactStages)[number], string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Booked",
  lost: "Lost",
};

/** What staff did about a contact, as the `contact_events` table records it. */
export const contactEventKinds = ["note", "call", "stage", "owner", "follow_up", "merge"] as const;

/** What a member of staff writes on a contact's page: a note, or a call they made. */
export const contactNoteKinds = ["note", "call"] as const;

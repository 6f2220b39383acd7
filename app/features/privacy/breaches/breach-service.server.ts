import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { dataBreaches, type DataBreachRow } from "../../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import { DomainError } from "~/lib/domain-error";
import { BOARD_REPORT_HOURS, type BreachInput, type BreachView } from "./breach-schema";

const HOUR_MS = 60 * 60 * 1000;

function viewOf(row: DataBreachRow, now: Date): BreachView {
  const due = new Date(row.foundAt.getTime() + BOARD_REPORT_HOURS * HOUR_MS);
  return {
    id: row.id,
    description: row.description,
    foundAt: row.foundAt.toISOString(),
    affected: row.affected,
    affectedCount: row.affectedCount,
    boardDueAt: due.toISOString(),
    boardToldAt: row.boardToldAt?.toISOString() ?? null,
    peopleToldAt: row.peopleToldAt?.toISOString() ?? null,
    boardHoursLeft: row.boardToldAt ? null : Math.floor((due.getTime() - now.getTime()) / HOUR_MS),
    recordedBy: row.recordedBy,
  };
}

/** The breach log, newest find first (at most 200). */
export async function listBreaches(db: Db, now = new Date()): Promise<BreachView[]> {
  const rows = await db.select().from(dataBreaches).orderBy(desc(dataBreaches.foundAt)).limit(200);
  return rows.map((row) => viewOf(row, now));
}

export async function recordBreach(db: Db, input: BreachInput, recordedBy: string): Promise<BreachView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataBreaches)
      .values({
        description: input.description,
        foundAt: input.found_at,
        affected: input.affected,
        affectedCount: input.affected_count ?? null,
        boardToldAt: input.board_told_at ?? null,
        peopleToldAt: input.people_told_at ?? null,
        recordedBy,
      })
      .returning();
    if (!row) throw new Error("breach insert returned nothing");
    await recordAudit(tx, { action: "breach.recorded", targetType: "breach", targetId: row.id });
    return viewOf(row, new Date());
  });
}

/** Notes when the Board and the people were told (a time once given is kept unless replaced). */
export async function updateBreachNotices(
  db: Db,
  id: string,
  notices: { board_told_at?: Date; people_told_at?: Date },
): Promise<BreachView> {
  return db.transaction(async (tx) => {
    const set: Partial<typeof dataBreaches.$inferInsert> = {};
    if (notices.board_told_at) set.boardToldAt = notices.board_told_at;
    if (notices.people_told_at) set.peopleToldAt = notices.people_told_at;
    const [row] = Object.keys(set).length
      ? await tx.update(dataBreaches).set(set).where(eq(dataBreaches.id, id)).returning()
      : await tx.select().from(dataBreaches).where(eq(dataBreaches.id, id));
    if (!row) throw new DomainError("not-found", "No such breach");
    await recordAudit(tx, { action: "breach.updated", targetType: "breach", targetId: row.id, after: set });
    return viewOf(row, new Date());
  });
}

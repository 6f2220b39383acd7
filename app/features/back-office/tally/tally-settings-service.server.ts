import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { appSettings } from "../../../../db/schema/index";
import { changedFields, recordAudit } from "~/features/audit/audit-service.server";
import { tallyLedgerDefaults, tallyLedgersSchema, type TallyLedgers } from "./tally-schema";

/** The app_settings row of the Tally ledger names; what is not there is the default. */
const SETTING = "tally-ledgers";

export async function getTallyLedgers(db: Db): Promise<TallyLedgers> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const ledgers: Record<string, unknown> = { ...tallyLedgerDefaults };
  for (const [key, field] of Object.entries(tallyLedgersSchema.shape)) {
    const parsed = field.safeParse(stored[key]);
    if (key in stored && parsed.success) ledgers[key] = parsed.data;
  }
  return ledgers as TallyLedgers;
}

export async function updateTallyLedgers(db: Db, update: Partial<TallyLedgers>): Promise<TallyLedgers> {
  return db.transaction(async (tx) => {
    const before = await getTallyLedgers(tx);
    const after = { ...before, ...update };
    await tx
      .insert(appSettings)
      .values({ key: SETTING, value: after })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: after } });
    const change = changedFields(before, after);
    if (change.after) {
      await recordAudit(tx, {
        action: "settings.updated",
        targetType: "settings",
        targetId: "tally",
        ...change,
      });
    }
    return after;
  });
}

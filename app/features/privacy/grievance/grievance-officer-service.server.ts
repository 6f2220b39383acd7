import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { appSettings } from "../../../../db/schema";
import { changedFields, recordAudit } from "~/features/audit/audit-service.server";
import type { Config } from "~/lib/env.server";
import { grievanceOfficerSchema, type GrievanceOfficer } from "./grievance-officer-schema";

const SETTING = "grievance-officer";

/** Until the owner names someone, the agency's own email and phone answer complaints. */
const defaultOfficer = (config: Config): GrievanceOfficer => ({
  name: "Customer Care Desk",
  designation: "Grievance Officer",
  email: config.AGENCY_EMAIL,
  phone: config.AGENCY_PHONE.replace(/[\s().-]/g, ""),
});

/** The grievance officer as saved in Settings, or the default when none (or no longer valid) is. */
export async function getGrievanceOfficer(db: Db, config: Config): Promise<GrievanceOfficer> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  const parsed = grievanceOfficerSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultOfficer(config);
}

/** Saves the grievance officer (Settings, the owner's work); audit-logged with what changed. */
export async function saveGrievanceOfficer(db: Db, config: Config, officer: GrievanceOfficer) {
  await db.transaction(async (tx) => {
    const before = await getGrievanceOfficer(tx, config);
    await tx
      .insert(appSettings)
      .values({ key: SETTING, value: officer })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: officer } });
    const change = changedFields(before, officer);
    if (change.after) {
      await recordAudit(tx, {
        action: "settings.updated",
        targetType: "settings",
        targetId: SETTING,
        ...change,
      });
    }
  });
}

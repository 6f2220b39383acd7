import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appSettings } from "../../../db/schema/index";
import { changedFields, recordAudit } from "~/features/audit/audit-service.server";
import { invalidFields } from "~/lib/domain-error";
import { agencySettingsDefaults, type Config } from "~/lib/env.server";
import { fieldErrorsOf } from "~/lib/http.server";
import { agencySettingsSchema, completeSettingsSchema, type AgencySettings } from "./agency-settings-schema";

/** The app_settings row the admin's changes are kept in; what is not there comes from the environment. */
const SETTING = "agency-settings";

/**
 * The agency's payment and tax details: what the admin saved over the environment's first values
 * (env.server's agencySettingsDefaults). A stored value that no longer passes
 * today's rules gives way to the default rather than breaking every page that shows it.
 */
export async function getAgencySettings(db: Db, config: Config): Promise<AgencySettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...agencySettingsDefaults(config) };
  for (const [key, field] of Object.entries(agencySettingsSchema.shape)) {
    const parsed = field.safeParse(stored[key]);
    if (key in stored && parsed.success) settings[key] = parsed.data;
  }
  return settings as AgencySettings;
}

/**
 * Saves some of the settings (the keys given; the others keep their value), after checking the
 * whole result (a GSTIN must be the agency state's). Audit-logged with what changed.
 */
export async function updateAgencySettings(
  db: Db,
  config: Config,
  update: Partial<AgencySettings>,
): Promise<AgencySettings> {
  return db.transaction(async (tx) => {
    const before = await getAgencySettings(tx, config);
    const result = completeSettingsSchema.safeParse({ ...before, ...update });
    if (!result.success) throw invalidFields(fieldErrorsOf(result.error));
    const after = result.data;
    await tx
      .insert(appSettings)
      .values({ key: SETTING, value: after })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: after } });
    const change = changedFields(before, after);
    if (change.after) {
      await recordAudit(tx, {
        action: "settings.updated",
        targetType: "settings",
        targetId: "agency",
        ...change,
      });
    }
    return after;
  });
}

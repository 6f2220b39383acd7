import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminUsers, appSettings } from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { accountChangeNotice } from "./account-notices.server";

/**
 * Whether every admin must use a second factor (ADR 037). Kept in `app_settings`, shared by every
 * process. A new installation writes it with its first admin (ADMIN_TOTP_REQUIRED, on unless set
 * to "false"); an installation from before the rule has no row and reads "not required" until
 * the owner turns it on.
 */
const SETTING = "admin-second-factor";

export async function isSecondFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  return (row?.value as { required?: unknown } | undefined)?.required === true;
}

/** The first admin's installation: the starting rule, unless a rule is already written. */
export async function recordInitialSecondFactorPolicy(db: Db, required: boolean): Promise<void> {
  await db.insert(appSettings).values({ key: SETTING, value: { required } }).onConflictDoNothing();
}

/**
 * The owner changes the rule: audited; turning it off is also reported to the agency's address. The
 * caller has checked that this admin has a second factor of their own, and for turning it off, the
 * password and a current code.
 */
export async function setSecondFactorRequired(
  db: Db,
  adminId: string,
  required: boolean,
  notify?: AgencyContact,
): Promise<void> {
  const before = await isSecondFactorRequired(db);
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: SETTING, value: { required } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { required } } });
    const [admin] = await tx
      .select({ loginId: adminUsers.loginId })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    await recordAudit(tx, {
      action: "admin.second_factor_policy",
      targetType: "admin",
      targetId: admin?.loginId ?? adminId,
      before: { required: before },
      after: { required },
    });
    if (notify && before && !required) {
      await enqueueEmail(
        tx,
        accountChangeNotice(notify, "second-factor-optional", admin?.loginId ?? adminId),
      );
    }
  });
}

import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import type { Db } from "../../../db/client";
import { adminRecoveryCodes, adminUsers } from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { accountChangeNotice } from "./account-notices.server";

/** A code from the authenticator app is taken one 30-second step early or late (clock drift). */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

const hashCode = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

/** Recovery codes are typed by people: case, spaces and dashes do not matter. */
function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

function newRecoveryCode(): string {
  const raw = randomBytes(8).toString("hex");
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12)}`;
}

/** Whether the admin's second factor is in force. */
export async function hasSecondFactor(db: Db, adminId: string): Promise<boolean> {
  const [admin] = await db
    .select({ on: adminUsers.totpEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId))
    .limit(1);
  return Boolean(admin?.on);
}

type TotpEnrolment = { secret: string; uri: string };

/**
 * Step one: a new secret for the admin's authenticator app (a QR code of `uri`, or the secret
 * typed in). The second factor is not in force until `confirmTotp` sees a code made from it.
 * With the second factor already on this is a re-enrolment (a new phone): the new secret waits
 * beside the old one, which stays in force until the new one is confirmed. The caller checks the
 * admin's password and current code first (totp-change.server.ts).
 */
export async function beginTotpEnrolment(db: Db, adminId: string, issuer: string): Promise<TotpEnrolment> {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  if (!admin) throw new Error("no such admin");
  const secret = generateSecret();
  await db
    .update(adminUsers)
    .set(admin.totpEnabledAt ? { totpPendingSecret: secret } : { totpSecret: secret, totpLastStep: null })
    .where(eq(adminUsers.id, adminId));
  return { secret, uri: generateURI({ issuer, label: admin.loginId, secret }) };
}

/**
 * Step two: a right code turns the second factor on (or moves it to the re-enrolled app) and
 * returns new recovery codes, shown this once and stored only hashed. Null for a wrong code or no
 * enrolment under way. A re-enrolment is reported to the agency's address when `notify` is given.
 */
export async function confirmTotp(
  db: Db,
  adminId: string,
  code: string,
  notify?: AgencyContact,
): Promise<string[] | null> {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  const reenrol = Boolean(admin?.totpEnabledAt);
  const secret = reenrol ? admin?.totpPendingSecret : admin?.totpSecret;
  if (!admin || !secret) return null;
  const step = await verifiedStep(secret, code, null);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
      .where(eq(adminUsers.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx.insert(adminRecoveryCodes).values(codes.map((c) => ({ adminId, codeHash: hashCode(c) })));
    await recordAudit(tx, {
      action: reenrol ? "admin.totp_reenrolled" : "admin.totp_enabled",
      targetType: "admin",
      targetId: admin.loginId,
    });
    if (reenrol && notify)
      await enqueueEmail(tx, accountChangeNotice(notify, "totp-reenrolled", admin.loginId));
  });
  return codes;
}

/** Turns the second factor off; reported to the agency's address when `notify` is given. */
export async function disableTotp(db: Db, adminId: string, notify?: AgencyContact): Promise<void> {
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(adminUsers.id, adminId))
      .returning({ loginId: adminUsers.loginId });
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await recordAudit(tx, {
      action: "admin.totp_disabled",
      targetType: "admin",
      targetId: admin?.loginId ?? "",
    });
    if (admin && notify) await enqueueEmail(tx, accountChangeNotice(notify, "totp-disabled", admin.loginId));
  });
}

/** The time step a 6-digit code matched, if it is right and newer than the last one accepted. */
async function verifiedStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

type SecondFactorAdmin = { id: string; totpSecret: string | null; totpLastStep: number | null };

/**
 * Checks the second factor at login: a current code from the app (each accepted once), or an
 * unused recovery code, which is used up in the same statement that checks it.
 */
export async function checkSecondFactor(
  db: Db,
  admin: SecondFactorAdmin,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const trimmed = code.trim();
  if (admin.totpSecret) {
    const step = await verifiedStep(admin.totpSecret, trimmed, admin.totpLastStep);
    if (step !== null) {
      // conditional on the last step, so two logins racing with one code cannot both pass
      const taken = await db
        .update(adminUsers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(adminUsers.id, admin.id),
            admin.totpLastStep === null
              ? isNull(adminUsers.totpLastStep)
              : eq(adminUsers.totpLastStep, admin.totpLastStep),
          ),
        )
        .returning({ id: adminUsers.id });
      return taken.length ? "totp" : null;
    }
  }
  if (normaliseRecoveryCode(trimmed).length !== 16) return null;
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, admin.id),
        eq(adminRecoveryCodes.codeHash, hashCode(trimmed)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length ? "recovery" : null;
}

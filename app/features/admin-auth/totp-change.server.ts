import { qrCodeSvg } from "~/lib/qr-code.server";
import type { Db } from "../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { fieldError } from "~/lib/domain-error";
import { secondFactorPolicyMessages, totpChangeMessages } from "./admin-auth-schema";
import { checkOwnerProof } from "./admin-auth-service.server";
import { isSecondFactorRequired } from "./second-factor-policy.server";
import { beginTotpEnrolment, disableTotp, hasSecondFactor } from "./totp.server";

type OwnerProof = { password?: string; code?: string };

/** The password and a current code (or unused recovery code), or 400 on the code field. */
export async function requireOwnerProof(db: Db, adminId: string, proof: OwnerProof): Promise<void> {
  const given = { password: proof.password ?? "", code: proof.code ?? "" };
  if (!(await checkOwnerProof(db, adminId, given))) {
    throw fieldError("invalid", "code", totpChangeMessages.wrongProof);
  }
}

/**
 * A new secret for the authenticator app, with its QR code (SVG, drawn here: no request leaves the
 * site). While a second factor is on this is a move to a new phone, which takes the password and
 * a current code first, so a stolen session alone cannot move it (POST /api/auth/totp, the
 * account page).
 */
export async function startTotpEnrolment(db: Db, adminId: string, issuer: string, proof: OwnerProof = {}) {
  if (await hasSecondFactor(db, adminId)) await requireOwnerProof(db, adminId, proof);
  const enrolment = await beginTotpEnrolment(db, adminId, issuer);
  return { ...enrolment, qrSvg: await qrSvgOf(enrolment.uri) };
}

/** An otpauth:// address as a QR code the authenticator app scans: SVG markup, drawn on the server. */
export function qrSvgOf(uri: string): Promise<string> {
  return qrCodeSvg(uri);
}

/**
 * Turns the admin's second factor off (DELETE /api/auth/totp, the account page): refused while the
 * agency requires one of every admin; otherwise with the password and a current code. Dropping an
 * enrolment never confirmed needs neither.
 */
export async function turnOffTotp(db: Db, adminId: string, proof: OwnerProof, notify?: AgencyContact) {
  if (await hasSecondFactor(db, adminId)) {
    if (await isSecondFactorRequired(db)) {
      throw fieldError("invalid", "code", secondFactorPolicyMessages.keepOwn);
    }
    await requireOwnerProof(db, adminId, proof);
  }
  await disableTotp(db, adminId, notify);
}

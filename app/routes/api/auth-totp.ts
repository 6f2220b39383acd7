import {
  totpChangeMessages,
  totpChangeSchema,
  totpConfirmSchema,
} from "~/features/admin-auth/admin-auth-schema";
import { checkOwnerProof, type AdminIdentity } from "~/features/admin-auth/admin-auth-service.server";
import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import {
  beginTotpEnrolment,
  confirmTotp,
  disableTotp,
  hasSecondFactor,
} from "~/features/admin-auth/totp.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { AppContext } from "~/lib/app-context";
import { apiRoute, HttpError, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/auth-totp";

/** A stolen API token must not be able to move or remove the second factor: sessions only. */
async function requireAdminSession(request: Request, context: AppContext): Promise<AdminIdentity> {
  const admin = await requireAdmin(request, context);
  if (admin.via !== "session") throw new HttpError(403, totpChangeMessages.tokenRefused);
  return admin;
}

async function requireOwnerProof(context: AppContext, adminId: string, body: unknown): Promise<void> {
  const proof = parseWith(totpChangeSchema, body);
  if (!(await checkOwnerProof(context.db, adminId, proof))) {
    throw new HttpError(400, totpChangeMessages.wrongProof, { code: totpChangeMessages.wrongProof });
  }
}

/**
 * The signed-in admin's second factor: POST without a code starts enrolment (secret and otpauth
 * URI), POST with a code turns it on (recovery codes, shown once), DELETE turns it off. While it is
 * on, starting a new enrolment (a new phone) and turning it off need the password and a current
 * code (turning off an enrolment not yet confirmed needs neither); both are reported to the agency's address.
 */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const admin = await requireAdminSession(request, context);
    const body = await readJson(request);
    if (body && typeof body === "object" && "code" in body && !("password" in body)) {
      const { code } = parseWith(totpConfirmSchema, body);
      const recoveryCodes = await confirmTotp(
        context.db,
        admin.adminId,
        code,
        agencyContactOf(context.config),
      );
      if (!recoveryCodes)
        throw new HttpError(400, "That code is not right", { code: "That code is not right" });
      return json({ success: true, recovery_codes: recoveryCodes });
    }
    if (await hasSecondFactor(context.db, admin.adminId))
      await requireOwnerProof(context, admin.adminId, body);
    const enrolment = await beginTotpEnrolment(context.db, admin.adminId, context.config.AGENCY_NAME);
    return json({ success: true, secret: enrolment.secret, otpauth_uri: enrolment.uri });
  },
  DELETE: async ({ request, context }) => {
    const admin = await requireAdminSession(request, context);
    // with no second factor in force this only drops an enrolment under way: nothing to prove
    const body = await readJson(request);
    if (await hasSecondFactor(context.db, admin.adminId))
      await requireOwnerProof(context, admin.adminId, body);
    await disableTotp(context.db, admin.adminId, agencyContactOf(context.config));
    return json({ success: true });
  },
});

export const loader = handle;
export const action = handle;

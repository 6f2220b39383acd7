import {
  totpChangeMessages,
  totpChangeSchema,
  totpConfirmSchema,
} from "~/features/admin-auth/admin-auth-schema";
import type { AdminIdentity } from "~/features/admin-auth/admin-auth-service.server";
import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { startTotpEnrolment, turnOffTotp } from "~/features/admin-auth/totp-change.server";
import { confirmTotp } from "~/features/admin-auth/totp.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { AppContext } from "~/lib/app-context";
import { apiRoute, HttpError, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/auth-totp";

/**
 * A stolen API token must not be able to move or remove the second factor: sessions only. Open to
 * an admin who must still enrol one (that is what this route is for).
 */
async function requireAdminSession(request: Request, context: AppContext): Promise<AdminIdentity> {
  const admin = await requireAdmin(request, context, { enrolling: true });
  if (admin.via !== "session") throw new HttpError(403, totpChangeMessages.tokenRefused);
  return admin;
}

/**
 * The signed-in admin's second factor: POST without a code starts enrolment (secret and otpauth
 * URI), POST with a code turns it on (recovery codes, shown once), DELETE turns it off. While it is
 * on, starting a new enrolment (a new phone) and turning it off need the password and a current
 * code (turning off an enrolment not yet confirmed needs neither); both are reported to the
 * agency's address. While the agency requires a second factor of every admin, it cannot be turned
 * off (totp-change.server.ts).
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
    const proof = parseWith(totpChangeSchema.partial(), body ?? {});
    const enrolment = await startTotpEnrolment(context.db, admin.adminId, context.config.AGENCY_NAME, proof);
    return json({ success: true, secret: enrolment.secret, otpauth_uri: enrolment.uri });
  },
  DELETE: async ({ request, context }) => {
    const admin = await requireAdminSession(request, context);
    const proof = parseWith(totpChangeSchema.partial(), (await readJson(request)) ?? {});
    await turnOffTotp(context.db, admin.adminId, proof, agencyContactOf(context.config));
    return json({ success: true });
  },
});

export const loader = handle;
export const action = handle;

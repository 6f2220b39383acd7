import { totpConfirmSchema } from "~/features/admin-auth/admin-auth-schema";
import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { beginTotpEnrolment, confirmTotp, disableTotp } from "~/features/admin-auth/totp.server";
import { apiRoute, HttpError, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/auth-totp";

/**
 * The signed-in admin's second factor: POST without a code starts enrolment (secret and otpauth
 * URI), POST with a code turns it on (recovery codes, shown once), DELETE turns it off.
 */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const admin = await requireAdmin(request, context);
    const body = await readJson(request);
    if (body && typeof body === "object" && "code" in body) {
      const { code } = parseWith(totpConfirmSchema, body);
      const recoveryCodes = await confirmTotp(context.db, admin.adminId, code);
      if (!recoveryCodes)
        throw new HttpError(400, "That code is not right", { code: "That code is not right" });
      return json({ success: true, recovery_codes: recoveryCodes });
    }
    try {
      const enrolment = await beginTotpEnrolment(context.db, admin.adminId, context.config.AGENCY_NAME);
      return json({ success: true, secret: enrolment.secret, otpauth_uri: enrolment.uri });
    } catch (error) {
      throw new HttpError(409, (error as Error).message);
    }
  },
  DELETE: async ({ request, context }) => {
    const admin = await requireAdmin(request, context);
    await disableTotp(context.db, admin.adminId);
    return json({ success: true });
  },
});

export const loader = handle;
export const action = handle;

import { secondFactorPolicySchema, totpChangeMessages } from "~/features/admin-auth/admin-auth-schema";
import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { changeSecondFactorPolicy } from "~/features/admin-auth/second-factor-policy-change.server";
import { isSecondFactorRequired } from "~/features/admin-auth/second-factor-policy.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { apiRoute, HttpError, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/auth-totp-policy";

/**
 * Whether every admin must use a second factor. Readable by any admin (one who must still enrol
 * included); changed only from a signed-in session by an admin whose own second factor is on,
 * turning it off with the password and a current code.
 */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context, { enrolling: true });
    return json({ required: await isSecondFactorRequired(context.db) });
  },
  PUT: async ({ request, context }) => {
    const admin = await requireAdmin(request, context);
    if (admin.via !== "session") throw new HttpError(403, totpChangeMessages.tokenRefused);
    const change = parseWith(secondFactorPolicySchema, await readJson(request));
    await changeSecondFactorPolicy(context.db, admin, change, agencyContactOf(context.config));
    return json({ required: change.required });
  },
});

export const loader = handle;
export const action = handle;

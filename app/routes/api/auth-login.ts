import { loginMessages, loginSchema } from "~/features/admin-auth/admin-auth-schema";
import { deleteSession, logIn } from "~/features/admin-auth/admin-auth-service.server";
import {
  loginCookies,
  readCookie,
  readSessionCookie,
  refuseCrossSite,
} from "~/features/admin-auth/admin-guard.server";
import { DEVICE_COOKIE } from "~/features/admin-auth/admin-devices.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { apiRoute, HttpError, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/auth-login";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    // another site must not be able to sign a visitor's browser into an account of its choosing
    refuseCrossSite(request, context);
    const input = parseWith(loginSchema, await readJson(request));
    const result = await logIn(context.db, input, context.clientAddress, {
      deviceToken: readCookie(request, DEVICE_COOKIE),
      notify: agencyContactOf(context.config),
    });
    if (result.outcome === "throttled") {
      throw new HttpError(429, loginMessages.throttled, undefined, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    if (result.outcome === "invalid") throw new HttpError(401, loginMessages.invalid);
    if (result.outcome === "code-required") {
      return json({ success: false, message: loginMessages.codeRequired, code_required: true }, 401);
    }
    // a session id the browser held before login is ended, never carried over
    const previous = readSessionCookie(request, context.config.secureCookies);
    if (previous) await deleteSession(context.db, previous);
    return json(
      { success: true, admin: { id: result.loginId } },
      { headers: loginCookies(result, context.config.secureCookies) },
    );
  },
});

export const loader = handle;
export const action = handle;

import { deleteAllSessions, deleteSession } from "~/features/admin-auth/admin-auth-service.server";
import {
  clearedSessionCookie,
  readSessionCookie,
  refuseCrossSite,
  requireAdmin,
} from "~/features/admin-auth/admin-guard.server";
import { apiRoute, json, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/auth-logout";

const handle = apiRoute<Route.LoaderArgs>({
  // Answers 200 whether or not a session existed: logging out twice is not an error.
  // `?everywhere=true` ends every session of the admin (a lost phone, a shared computer).
  POST: async ({ request, context }) => {
    if (queryOf(request).everywhere === "true") {
      const admin = await requireAdmin(request, context, { enrolling: true });
      const ended = await deleteAllSessions(context.db, admin.adminId);
      return json(
        { success: true, sessions_ended: ended },
        { headers: { "Set-Cookie": clearedSessionCookie(context.config.secureCookies) } },
      );
    }
    const token = readSessionCookie(request, context.config.secureCookies);
    if (token) {
      refuseCrossSite(request, context);
      await deleteSession(context.db, token);
    }
    return json(
      { success: true },
      { headers: { "Set-Cookie": clearedSessionCookie(context.config.secureCookies) } },
    );
  },
});

export const loader = handle;
export const action = handle;

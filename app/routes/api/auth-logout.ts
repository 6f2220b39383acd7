import { deleteSession, SESSION_COOKIE } from "~/features/admin-auth/admin-auth-service.server";
import { clearedSessionCookie, readCookie, refuseCrossSite } from "~/features/admin-auth/admin-guard.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/auth-logout";

const handle = apiRoute<Route.LoaderArgs>({
  // Answers 200 whether or not a session existed: logging out twice is not an error.
  POST: async ({ request, context }) => {
    const token = readCookie(request, SESSION_COOKIE);
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

import { redirect } from "react-router";
import { deleteSession } from "~/features/admin-auth/admin-auth-service.server";
import {
  clearedSessionCookie,
  isSameOrigin,
  readSessionCookie,
} from "~/features/admin-auth/admin-guard.server";
import type { Route } from "./+types/logout";

/** Logging out changes state, so only a POST from our own pages does it; a GET just goes home. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.config.SITE_URL)) {
    throw new Response("Cross-site request refused", { status: 403 });
  }
  const token = readSessionCookie(request, context.config.secureCookies);
  if (token) await deleteSession(context.db, token);
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearedSessionCookie(context.config.secureCookies) },
  });
}

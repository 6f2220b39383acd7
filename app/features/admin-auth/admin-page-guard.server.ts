import { redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { HttpError } from "~/lib/http.server";
import type { AdminIdentity } from "./admin-auth-service.server";
import { requireAdmin } from "./admin-guard.server";

/** Where login sends the admin back to: only a path of our own admin area, never another site. */
export function safeAdminReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin") || next.startsWith("//") || next.includes("\\")) return "/admin";
  return next;
}

/**
 * Every admin page's loader and action starts here (a layout's loader does not protect its
 * children): the same check as the API, but a missing or expired session redirects to the login
 * screen, which returns the admin to this page afterwards.
 */
export async function requireAdminPage(request: Request, context: AppContext): Promise<AdminIdentity> {
  try {
    return await requireAdmin(request, context);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      const url = new URL(request.url);
      const next = safeAdminReturnPath(url.pathname + url.search);
      throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
    }
    throw error;
  }
}

import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { HttpError } from "~/lib/http.server";
import type { AdminIdentity } from "./admin-auth-service.server";
import { requireAdmin, SecondFactorNeeded } from "./admin-guard.server";

/** Where login sends the admin back to: only a path of our own admin area, never another site. */
/** Where an admin manages their own account: the second factor, and the rule for every admin. */
const ACCOUNT_PATH = "/admin/account";

export function safeAdminReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin") || next.startsWith("//") || next.includes("\\")) return "/admin";
  return next;
}

/**
 * Every admin page's loader and action starts here (a layout's loader does not protect its
 * children): the same check as the API, but a missing or expired session redirects to the login
 * screen, which returns the admin to this page afterwards, and an admin who must still enrol a
 * second factor goes to /admin/account to do it, and then on to this page.
 */
export async function requireAdminPage(
  request: Request,
  context: AppContext,
  options: { enrolling?: boolean; shell?: boolean } = {},
): Promise<AdminIdentity> {
  try {
    return await requireAdmin(request, context, options);
  } catch (error) {
    const url = new URL(request.url);
    const next = encodeURIComponent(safeAdminReturnPath(url.pathname + url.search));
    if (error instanceof SecondFactorNeeded) throw redirect(`${ACCOUNT_PATH}?next=${next}`);
    if (error instanceof HttpError && error.status === 401) throw redirect(`/admin/login?next=${next}`);
    // a role that may not do this, or a post from another site: the page's error boundary says so
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
}

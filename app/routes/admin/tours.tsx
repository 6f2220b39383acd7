import { redirect } from "react-router";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { roleMayOpen, tourManagementPages } from "~/features/admin-auth/permissions-schema";
import type { Route } from "./+types/tours";

/** Tour Management opens on the first sub-tab the role may open (an agent: Departures). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  return redirect(tourManagementPages.find((path) => roleMayOpen(admin.role, path)) ?? "/admin");
}

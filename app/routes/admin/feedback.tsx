import { redirect } from "react-router";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import type { Route } from "./+types/feedback";

/** Feedback opens on its first sub-tab. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return redirect("/admin/feedback/create");
}

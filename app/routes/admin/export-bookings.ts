import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import type { Route } from "./+types/export-bookings";

// Placeholder until issue 11 builds this.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return new Response("Not found", { status: 404 });
}

import { Outlet } from "react-router";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import type { Route } from "./+types/admin-layout";

// Placeholder shell until issue 11 builds the sidebar dashboard.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="p-6">
      <Outlet />
    </div>
  );
}

import { Outlet } from "react-router";
import { AdminShell } from "~/components/layout/admin-shell";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { pendingClaimCount } from "~/features/bookings/payments/claims/claim-view-service.server";
import { usePublicSite } from "~/lib/public-site";
import type { Route } from "./+types/admin-layout";

// Only the shell's own data (who is signed in). Each child route checks the session itself, and
// sends an admin who must still enrol a second factor to /admin/account (inside this shell).
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context, { enrolling: true });
  // what waits for someone, beside its tab (issue 38: a payment claim never goes unseen)
  const counts = { "/admin/payments": await pendingClaimCount(context.db) };
  return { loginId: admin.loginId, isOwner: admin.role === "owner", counts };
}

/** Admin pages are one person's: never stored by a browser or proxy cache. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const site = usePublicSite();
  return (
    <AdminShell
      agencyName={site?.agency.name ?? "Safarnama"}
      loginId={loaderData.loginId}
      isOwner={loaderData.isOwner}
      counts={loaderData.counts}
    >
      <Outlet />
    </AdminShell>
  );
}

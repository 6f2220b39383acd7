import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/layout/admin-shell";
import { ErrorContent } from "~/components/layout/error-content";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { pendingClaimCount } from "~/features/bookings/payments/claims/claim-view-service.server";
import { usePublicSite } from "~/lib/public-site";
import type { Route } from "./+types/admin-layout";

// Only the shell's own data (who is signed in). Each child route checks the session itself, and
// sends an admin who must still enrol a second factor to /admin/account (inside this shell).
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context, { enrolling: true, shell: true });
  // what waits for someone, beside its tab (issue 38: a payment claim never goes unseen)
  const counts = { "/admin/payments": await pendingClaimCount(context.db) };
  return { loginId: admin.loginId, role: admin.role, counts };
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
      role={loaderData.role}
      counts={loaderData.counts}
    >
      <Outlet />
    </AdminShell>
  );
}

/**
 * A page of the admin area without a boundary of its own that failed or was refused (403 "Your
 * role (agent) cannot …"): said inside the shell, so the sidebar stays.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = usePublicSite();
  const shell = useRouteLoaderData<typeof loader>("routes/admin/admin-layout");
  if (!shell || (isRouteErrorResponse(error) && error.status === 404)) return <ErrorContent error={error} />;
  return (
    <AdminShell agencyName={site?.agency.name ?? "Safarnama"} loginId={shell.loginId} role={shell.role}>
      <AdminErrorPanel title="This page could not be loaded." />
    </AdminShell>
  );
}

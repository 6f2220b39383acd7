import { LeadsBySource, OverviewFigures, WeeklyActivity } from "~/features/admin-dashboard/overview-panels";
import { loadOverview } from "~/features/admin-dashboard/overview-service.server";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => [{ title: "Overview · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { overview: await loadOverview(context.db) };
}

export default function OverviewScreen({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="font-display text-2xl font-bold text-slate-900">Overview</h1>
      <OverviewFigures overview={overview} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <WeeklyActivity overview={overview} />
        <LeadsBySource overview={overview} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The overview could not be loaded." />;
}

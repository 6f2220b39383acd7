import { LeadsBySource, OverviewFigures, WeeklyActivity } from "~/features/admin-dashboard/overview-panels";
import { loadOverview } from "~/features/admin-dashboard/overview-service.server";
import { PipelineFunnel, PipelinePanels } from "~/features/admin-dashboard/pipeline-panels";
import { loadPipelineOverview } from "~/features/admin-dashboard/pipeline-overview-service.server";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { unconfirmedDepartures } from "~/features/trip/confirmation-store.server";
import { UnconfirmedDepartures } from "~/features/trip/ui/unconfirmed-departures";
import { agencyGstRate, departuresToDecide } from "~/features/back-office/costs/cost-sheet-service.server";
import { DeparturesToDecide } from "~/features/back-office/ui/departures-to-decide";
import { todayInIndia } from "~/lib/dates";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => [{ title: "Overview · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  return {
    overview: await loadOverview(context.db),
    pipeline: await loadPipelineOverview(context.db, admin.adminId),
    unconfirmed: await unconfirmedDepartures(context.db, todayInIndia()),
    toDecide: await departuresToDecide(context.db, await agencyGstRate(context.db), todayInIndia()),
  };
}

export default function OverviewScreen({ loaderData }: Route.ComponentProps) {
  const { overview, pipeline, unconfirmed, toDecide } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="font-display text-2xl font-bold text-slate-900">Overview</h1>
      <UnconfirmedDepartures departures={unconfirmed} />
      <OverviewFigures overview={overview} />
      <DeparturesToDecide sheets={toDecide} />
      <PipelinePanels pipeline={pipeline} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <WeeklyActivity overview={overview} />
        <LeadsBySource overview={overview} />
      </div>
      <PipelineFunnel pipeline={pipeline} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The overview could not be loaded." />;
}

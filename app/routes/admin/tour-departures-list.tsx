import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { TourAdminHeader } from "~/features/tours/admin/tour-admin-header";
import { TourAdminTable, TourSearch } from "~/features/tours/admin/tour-admin-table";
import { listTours } from "~/features/tours/tour-service.server";
import type { Route } from "./+types/tour-departures-list";

export const meta: Route.MetaFunction = () => [{ title: "Departures · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const tours = await listTours(context.db, query ? { q: query } : {});
  return { tours, query };
}

export default function TourDeparturesList({ loaderData }: Route.ComponentProps) {
  const { tours, query } = loaderData;
  return (
    <>
      <TourAdminHeader />
      <h2 className="mt-6 text-xl font-bold text-slate-900">Choose a package for its departures</h2>
      <p className="mt-1 text-sm text-slate-700">
        A package with departures sells fixed seats on those dates; without, visitors pick any date.
      </p>
      <TourSearch query={query} />
      <TourAdminTable
        tours={tours}
        caption="Tour packages and their departures"
        action={(tour) => (
          <Link
            to={`/admin/tours/departures/${tour.id}`}
            className={buttonClass("secondary", "sm")}
            aria-label={`Departures of ${tour.title}`}
          >
            Departures
          </Link>
        )}
      />
    </>
  );
}

import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { TourAdminHeader } from "~/features/tours/admin/tour-admin-header";
import { TourAdminTable, TourSearch } from "~/features/tours/admin/tour-admin-table";
import { listTours } from "~/features/tours/tour-service.server";
import type { Route } from "./+types/tour-update-list";

export const meta: Route.MetaFunction = () => [{ title: "Update tour packages · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const tours = await listTours(context.db, query ? { q: query } : {});
  return { tours, query };
}

export default function TourUpdateList({ loaderData }: Route.ComponentProps) {
  const { tours, query } = loaderData;
  return (
    <>
      <TourAdminHeader />
      <h2 className="mt-6 text-xl font-bold text-slate-900">Choose a package to update</h2>
      <TourSearch query={query} />
      <TourAdminTable
        tours={tours}
        caption="Tour packages to update"
        action={(tour) => (
          <Link
            to={`/admin/tours/update/${tour.id}`}
            className={buttonClass("secondary", "sm")}
            aria-label={`Update ${tour.title}`}
          >
            Update
          </Link>
        )}
      />
    </>
  );
}

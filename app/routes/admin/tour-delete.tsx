import { DomainError, domainErrorStatus } from "~/lib/domain-error";
import { useState } from "react";
import { data, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { deleteTour } from "~/features/tours/admin/tour-admin-service.server";
import { TourAdminHeader, uploadTabAfter } from "~/features/tours/admin/tour-admin-header";
import { TourAdminTable, TourSearch } from "~/features/tours/admin/tour-admin-table";
import { TourDeleteDialog } from "~/features/tours/admin/tour-delete-dialog";
import { countTourDependents } from "~/features/tours/admin/tour-dependents.server";
import type { Tour } from "~/features/tours/tour-schema";
import { getTour, listTours } from "~/features/tours/tour-service.server";
import type { Route } from "./+types/tour-delete";

export const meta: Route.MetaFunction = () => [{ title: "Delete tour packages · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const [tours, dependents] = await Promise.all([
    listTours(context.db, query ? { q: query } : {}),
    countTourDependents(context.db),
  ]);
  return { tours, query, dependents: Object.fromEntries(dependents) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const id = String((await request.formData()).get("id") ?? "");
  const tour = await getTour(context.db, id);
  try {
    if (!tour) throw new DomainError("not-found", "Tour package not found");
    await deleteTour(context.db, context.storage, id);
  } catch (error) {
    if (domainErrorStatus(error) !== 404) throw error;
    return data({ error: "That tour package was already deleted." }, { status: 404 });
  }
  return redirect(uploadTabAfter("deleted", tour.title));
}

export default function TourDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { tours, query, dependents } = loaderData;
  const [confirming, setConfirming] = useState<Tour | null>(null);
  return (
    <>
      <TourAdminHeader />
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      <h2 className="mt-6 text-xl font-bold text-slate-900">Delete a tour package</h2>
      <p className="mt-1 text-sm text-slate-700">
        Bookings of a deleted package are kept with its title; its reviews are deleted.
      </p>
      <TourSearch query={query} />
      <TourAdminTable
        tours={tours}
        caption="Tour packages to delete"
        action={(tour) => (
          <button
            type="button"
            onClick={() => setConfirming(tour)}
            className={buttonClass("danger", "sm")}
            aria-label={`Delete ${tour.title}`}
          >
            Delete
          </button>
        )}
      />
      <TourDeleteDialog
        tour={confirming}
        dependents={(confirming && dependents[confirming.id]) || { bookings: 0, reviews: 0 }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

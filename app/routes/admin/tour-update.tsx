import { data, Link, useNavigate } from "react-router";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { TourAdminHeader, uploadTabAfter } from "~/features/tours/admin/tour-admin-header";
import { tourFormAction } from "~/features/tours/admin/tour-form-action.server";
import { TourForm } from "~/features/tours/admin/tour-form";
import { getTour } from "~/features/tours/tour-service.server";
import type { Route } from "./+types/tour-update";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Update ${data?.tour.title ?? "tour package"} · Admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const tour = await getTour(context.db, params.id);
  if (!tour) throw data("Tour package not found", { status: 404 });
  return { tour };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return tourFormAction(request, context, { mode: "update", id: params.id });
}

export default function TourUpdate({ loaderData, actionData }: Route.ComponentProps) {
  const { tour } = loaderData;
  const navigate = useNavigate();
  return (
    <>
      <TourAdminHeader />
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold text-slate-900">Update “{tour.title}”</h2>
        <Link to="/admin/tours/update" className="text-sm font-semibold text-brand-800 underline">
          Back to the list
        </Link>
      </div>
      <TourForm
        key={tour.id}
        mode="update"
        tour={tour}
        typed={actionData}
        onSaved={(saved) => navigate(uploadTabAfter("updated", saved.title))}
      />
    </>
  );
}

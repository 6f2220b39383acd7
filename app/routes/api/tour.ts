import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { deleteTour, updateTour } from "~/features/tours/admin/tour-admin-service.server";
import { tourMessages } from "~/features/tours/tour-schema";
import { getTour } from "~/features/tours/tour-service.server";
import { readTourSubmission } from "~/features/tours/admin/tour-submission.server";
import { apiRoute, json, notFound, publicJson } from "~/lib/http.server";
import type { Route } from "./+types/tour";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ params, context }) => {
    const tour = await getTour(context.db, params.id ?? "");
    if (!tour) throw notFound(tourMessages.notFound);
    return publicJson(tour);
  },
  // multipart/form-data, partial: only the fields sent change (see tour-write-schema.ts). The
  // service reads the form only once it knows the tour exists.
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const tour = await updateTour(context.db, context.storage, params.id ?? "", () =>
      readTourSubmission(request, "update"),
    );
    return json(tour);
  },
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    await deleteTour(context.db, context.storage, params.id ?? "");
    return json({ success: true, message: tourMessages.deleted });
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { deleteTour, updateTour } from "~/features/tours/tour-admin-service.server";
import { getTour } from "~/features/tours/tour-service.server";
import { readTourSubmission } from "~/features/tours/tour-submission.server";
import { apiRoute, HttpError, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/tour";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ params, context }) => {
    const tour = await getTour(context.db, params.id ?? "");
    if (!tour) throw notFound("Tour package not found");
    return json(tour);
  },
  // multipart/form-data, partial: only the fields sent change (see tour-write-schema.ts)
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const id = params.id ?? "";
    // before reading the body: no image is decoded for a tour that is not there
    if (!(await getTour(context.db, id))) throw notFound("Tour package not found");
    const submission = await readTourSubmission(request, "update");
    const result = await updateTour(context.db, context.storage, id, submission);
    if (result.status === "not-found") throw notFound("Tour package not found");
    if (result.status === "invalid")
      throw new HttpError(400, "Please check the highlighted fields", result.errors);
    return json(result.tour);
  },
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    if (!(await deleteTour(context.db, context.storage, params.id ?? "")))
      throw notFound("Tour package not found");
    return json({ success: true, message: "Tour package deleted" });
  },
});

export const loader = handle;
export const action = handle;

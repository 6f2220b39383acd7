import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { createTour } from "~/features/tours/admin/tour-admin-service.server";
import { listTours } from "~/features/tours/tour-service.server";
import { tourListQuerySchema } from "~/features/tours/tour-schema";
import { readTourSubmission } from "~/features/tours/admin/tour-submission.server";
import { apiRoute, json, parseWith, publicJson, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/tours";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const query = parseWith(tourListQuerySchema, queryOf(request));
    return publicJson(await listTours(context.db, query));
  },
  // multipart/form-data: see tour-write-schema.ts for the fields
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const submission = await readTourSubmission(request, "create");
    return json(await createTour(context.db, context.storage, submission), 201);
  },
});

export const loader = handle;
export const action = handle;

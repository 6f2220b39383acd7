import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { deleteReview } from "~/features/reviews/review-service.server";
import { apiRoute, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/review";

const handle = apiRoute<Route.LoaderArgs>({
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    if (!(await deleteReview(context.db, params.id ?? ""))) throw notFound("Review not found");
    return json({ success: true, message: "Review deleted" });
  },
});

export const loader = handle;
export const action = handle;

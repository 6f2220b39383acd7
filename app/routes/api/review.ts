import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { reviewMessages } from "~/features/reviews/review-schema";
import { deleteReview } from "~/features/reviews/review-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/review";

const handle = apiRoute<Route.LoaderArgs>({
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    await deleteReview(context.db, params.id ?? "");
    return json({ success: true, message: reviewMessages.deleted });
  },
});

export const loader = handle;
export const action = handle;

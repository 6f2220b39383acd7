import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { reviewDecisionSchema, reviewMessages } from "~/features/reviews/review-schema";
import { decideReview } from "~/features/reviews/verified-review-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/review-decision";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const { decision } = parseWith(reviewDecisionSchema, await readJson(request));
    const review = await decideReview(context.db, params.id ?? "", decision);
    const message = decision === "approve" ? reviewMessages.approved : reviewMessages.rejected;
    return json({ success: true, message, review });
  },
});

export const loader = handle;
export const action = handle;

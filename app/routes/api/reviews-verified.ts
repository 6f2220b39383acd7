import { reviewMessages, verifiedReviewInputSchema } from "~/features/reviews/review-schema";
import { createVerifiedReview } from "~/features/reviews/verified-review-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/reviews-verified";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const input = parseWith(verifiedReviewInputSchema, await readJson(request));
    const review = await createVerifiedReview(context.db, input);
    return json({ success: true, message: reviewMessages.received, review }, 201);
  },
});

export const loader = handle;
export const action = handle;

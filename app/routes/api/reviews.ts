import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { reviewInputSchema, reviewListQuerySchema, reviewMessages } from "~/features/reviews/review-schema";
import { createReview, listPackageReviews, listReviewsPage } from "~/features/reviews/review-service.server";
import { pagedJson } from "~/lib/keyset-page.server";
import { apiRoute, json, notFound, parseWith, publicJson, queryOf, readJson } from "~/lib/http.server";
import type { Route } from "./+types/reviews";

const handle = apiRoute<Route.LoaderArgs>({
  // With ?package_id= it is the package page's public list; without, the admin's list of all.
  GET: async ({ request, context }) => {
    const query = parseWith(reviewListQuerySchema, queryOf(request));
    if (query.package_id === undefined) {
      await requireAdmin(request, context);
      return pagedJson(request, await listReviewsPage(context.db, query));
    }
    const list = await listPackageReviews(context.db, query.package_id);
    if (!list) throw notFound(reviewMessages.packageNotFound);
    return publicJson(list);
  },
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(reviewInputSchema, await readJson(request));
    const review = await createReview(context.db, input);
    return json({ success: true, message: reviewMessages.added, review }, 201);
  },
});

export const loader = handle;
export const action = handle;

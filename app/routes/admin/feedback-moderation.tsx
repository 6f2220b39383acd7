import { data, redirect, useSearchParams } from "react-router";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { ReviewAdminHeader } from "~/features/reviews/review-admin-header";
import { ReviewModerationList } from "~/features/reviews/review-moderation-list";
import { reviewDecisionSchema, reviewMessages } from "~/features/reviews/review-schema";
import { listReviewsPage } from "~/features/reviews/review-service.server";
import { decideReview } from "~/features/reviews/verified-review-service.server";
import { domainErrorStatus } from "~/lib/domain-error";
import type { Route } from "./+types/feedback-moderation";

export const meta: Route.MetaFunction = () => [{ title: "Moderation · Feedback · Admin" }];

/** The first 100 waiting: the same query as `GET /api/reviews?status=pending`. */
const QUEUE_SHOWN = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const page = await listReviewsPage(context.db, { status: "pending", limit: QUEUE_SHOWN });
  return { reviews: page.items, more: page.next !== null };
}

/** Approve or Reject: the same schema and service as `POST /api/reviews/{id}/decision`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const parsed = reviewDecisionSchema.safeParse({ decision: form.get("decision") });
  if (!parsed.success) return data({ error: "Choose approve or reject." }, { status: 400 });
  try {
    await decideReview(context.db, String(form.get("id") ?? ""), parsed.data.decision);
  } catch (error) {
    const status = domainErrorStatus(error);
    if (status === 404) return data({ error: reviewMessages.notFound }, { status });
    if (status === 409) return data({ error: reviewMessages.notPending }, { status });
    throw error;
  }
  return redirect(`/admin/feedback/moderation?done=${parsed.data.decision}`);
}

export default function FeedbackModeration({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <ReviewAdminHeader />
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      {done && !actionData && (
        <Notice tone="success">
          {done === "approve" ? reviewMessages.approved : reviewMessages.rejected}
        </Notice>
      )}
      <p className="mt-4 text-slate-700">
        Reviews travellers sent from their review request, newest first. Approved ones show on the package
        page with a "Verified traveller" badge.
      </p>
      <ReviewModerationList reviews={loaderData.reviews} />
      {loaderData.more && (
        <p className="mt-4 text-sm text-slate-600">More are waiting: decide these first, then reload.</p>
      )}
    </>
  );
}

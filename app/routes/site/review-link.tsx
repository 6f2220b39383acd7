import { data, Link } from "react-router";
import { linkErrorBoundary } from "~/components/layout/link-error-content";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { bookingPageHeaders } from "~/features/bookings/lookup/booking-page-action.server";
import { PageHero } from "~/features/content/page-hero";
import { reviewMessages, verifiedReviewInputSchema } from "~/features/reviews/review-schema";
import { VerifiedReviewForm, type VerifiedReviewAnswer } from "~/features/reviews/verified-review-form";
import { createVerifiedReview, reviewInviteOf } from "~/features/reviews/verified-review-service.server";
import { domainErrorStatus } from "~/lib/domain-error";
import { fieldErrorsOf, formTextsOf } from "~/lib/http.server";
import { privatePageMeta } from "~/lib/public-site";
import type { Route } from "./+types/review-link";

/** One traveller's key to their review form: never indexed, never cached. */
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Review your trip");

export function headers() {
  return bookingPageHeaders;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const invite = await reviewInviteOf(context.db, params.token);
  if (!invite) throw data(null, { status: 404, headers: bookingPageHeaders });
  return data({ invite }, { headers: bookingPageHeaders });
}

/** The same schema and service as `POST /api/reviews/verified`. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<VerifiedReviewAnswer> {
  const form = await request.formData();
  const values = formTextsOf(form, ["user_name", "rating", "comment"] as const);
  const parsed = verifiedReviewInputSchema.safeParse({ ...values, token: params.token });
  if (!parsed.success) {
    return {
      ok: false,
      message: "Please check the highlighted fields",
      errors: fieldErrorsOf(parsed.error),
      values,
    };
  }
  try {
    await createVerifiedReview(context.db, parsed.data);
  } catch (error) {
    const status = domainErrorStatus(error);
    if (status === 409) return { ok: true, message: reviewMessages.alreadyReviewed };
    if (status === null) throw error;
    return { ok: false, message: reviewMessages.badLink, errors: {}, values };
  }
  return { ok: true, message: reviewMessages.received };
}

export default function ReviewLink({ loaderData, actionData }: Route.ComponentProps) {
  const { invite } = loaderData;
  const done = actionData?.ok ? actionData.message : invite.reviewed ? reviewMessages.alreadyReviewed : null;
  return (
    <>
      <PageHero eyebrow="Review your trip" title={invite.packageTitle} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {done ? (
          <div className="space-y-6">
            <Notice tone="success">{done}</Notice>
            <Link to="/packages" className={buttonClass("secondary", "md")}>
              Plan your next trip
            </Link>
          </div>
        ) : (
          <VerifiedReviewForm invite={invite} answer={actionData} />
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = linkErrorBoundary({
  invalidTitle: "This review link is not valid",
  invalidText:
    "The link may be incomplete, or the booking was cancelled. Please use the link in your email, or call us.",
  failedTitle: "The review form could not be shown",
  action: { to: "/", label: "Back to the home page" },
});

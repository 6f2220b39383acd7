import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Stars } from "~/components/ui/stars";
import { formatIndiaDateTime } from "~/lib/dates";
import type { Review } from "./review-schema";
import { VerifiedTravellerBadge } from "./verified-traveller-badge";

const DECISION_BUTTONS = [
  { value: "approve", label: "Approve", kind: "primary" },
  { value: "reject", label: "Reject", kind: "secondary" },
] as const;

/**
 * The moderation queue of the Feedback tab (issue 27): travellers' reviews waiting for approval,
 * newest first, each with Approve and Reject (form posts, so they work before the script loads).
 */
export function ReviewModerationList({ reviews }: { reviews: Review[] }) {
  const navigation = useNavigation();
  const deciding = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  if (reviews.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">
        No reviews are waiting. Travellers' reviews appear here after their trip.
      </p>
    );
  }
  return (
    <ul className="mt-6 space-y-4" aria-label="Reviews waiting for approval">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <article aria-labelledby={`review-${review.id}`}>
            <h2 id={`review-${review.id}`} className="font-semibold text-slate-900">
              {review.user_name} on {review.package_title}
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              {review.travel_month && <VerifiedTravellerBadge month={review.travel_month} />}
              <Stars rating={review.rating} />
              <span className="text-sm text-slate-600">Sent {formatIndiaDateTime(review.createdAt)}</span>
            </div>
            <p className="mt-3 whitespace-pre-line text-slate-800">{review.comment}</p>
            <Form method="post" className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="id" value={review.id} />
              {DECISION_BUTTONS.map(({ value, label, kind }) => (
                <button
                  key={value}
                  type="submit"
                  name="decision"
                  value={value}
                  disabled={deciding === review.id}
                  className={buttonClass(kind, "sm")}
                  aria-label={`${label} the review by ${review.user_name}`}
                >
                  {label}
                </button>
              ))}
            </Form>
          </article>
        </li>
      ))}
    </ul>
  );
}

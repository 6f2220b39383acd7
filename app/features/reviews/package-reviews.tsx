import { useState } from "react";
import { Stars } from "~/components/ui/stars";
import { formatTravelDate } from "~/lib/dates";
import { truncate } from "~/lib/truncate";
import type { Review } from "./review-schema";
import { VerifiedTravellerBadge } from "./verified-traveller-badge";

/** docs/product.md §9 (review-schema.ts's REVIEW_COMMENT_PREVIEW; not imported, so pages do not ship zod). */
const REVIEW_COMMENT_PREVIEW = 120;

function Comment({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > REVIEW_COMMENT_PREVIEW;
  return (
    <div className="mt-3 text-sm leading-6 text-slate-700">
      <p>{expanded || !long ? text : truncate(text, REVIEW_COMMENT_PREVIEW)}</p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 font-semibold text-brand-800 underline underline-offset-4"
        >
          {expanded ? "See Less" : "See More"}
        </button>
      )}
    </div>
  );
}

/** The reviews block of a package page (docs/product.md §2). */
export function PackageReviews({ reviews }: { reviews: Review[] }) {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="reviews-heading" className="font-display text-3xl font-bold text-slate-900">
        What Our Travelers Say
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-4 text-slate-600">No reviews yet for this package.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                {review.avatar ? (
                  <img
                    src={review.avatar}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
                  >
                    {review.user_name.charAt(0).toUpperCase()}
                  </span>
                )}
                <div>
                  <p className="font-semibold text-slate-900">{review.user_name}</p>
                  <p className="text-sm text-slate-600">{formatTravelDate(review.date)}</p>
                </div>
              </div>
              {review.verified && review.travel_month && (
                <div className="mt-3">
                  <VerifiedTravellerBadge month={review.travel_month} />
                </div>
              )}
              <div className="mt-3">
                <Stars rating={review.rating} />
              </div>
              <Comment text={review.comment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

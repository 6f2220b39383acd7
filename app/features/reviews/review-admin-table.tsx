import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Stars } from "~/components/ui/stars";
import { formatTravelDate } from "~/lib/dates";
import type { Review } from "./review-schema";

/** Every review with its package's title; each can be deleted after a confirmation. */
export function ReviewAdminTable({ reviews }: { reviews: Review[] }) {
  const [confirming, setConfirming] = useState<Review | null>(null);
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting";
  if (reviews.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">No reviews found.</p>
    );
  }
  return (
    <>
      <div className="mt-6 overflow-hidden rounded-xl ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Reviews, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Package
              </th>
              <th scope="col" className="hidden px-4 py-3 md:table-cell">
                Reviewer
              </th>
              <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                Comment
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {reviews.map((review) => (
              <tr key={review.id} className="align-top">
                <td className="px-4 py-3">
                  <span className="font-semibold text-slate-900">{review.package_title}</span>
                  <span className="mt-1 block text-slate-700 md:hidden">
                    {review.user_name} · {formatTravelDate(review.date)}
                  </span>
                  <span className="mt-1 block md:hidden">
                    <Stars rating={review.rating} />
                  </span>
                  <span className="mt-1 line-clamp-2 block text-slate-600 lg:hidden">{review.comment}</span>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <span className="block text-slate-900">{review.user_name}</span>
                  <span className="block text-slate-600">{formatTravelDate(review.date)}</span>
                  <Stars rating={review.rating} />
                </td>
                <td className="hidden max-w-md px-4 py-3 text-slate-700 lg:table-cell">
                  <span className="line-clamp-3">{review.comment}</span>
                </td>
                <td className="px-4 py-3 text-right">
                  <button
                    type="button"
                    onClick={() => setConfirming(review)}
                    className={buttonClass("danger", "sm")}
                    aria-label={`Delete the review by ${review.user_name} of ${review.package_title}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete this review?"
        description={
          confirming
            ? `The review by ${confirming.user_name} disappears from the page of “${confirming.package_title}”.`
            : undefined
        }
      >
        {confirming && (
          <Form method="post">
            <input type="hidden" name="id" value={confirming.id} />
            <blockquote className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
              {confirming.comment}
            </blockquote>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={() => setConfirming(null)} className={buttonClass("secondary")}>
                Keep it
              </button>
              <button type="submit" disabled={deleting} className={buttonClass("danger")}>
                {deleting ? "Deleting…" : "Delete review"}
              </button>
            </div>
          </Form>
        )}
      </Dialog>
    </>
  );
}

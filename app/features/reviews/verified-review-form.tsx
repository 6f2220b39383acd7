import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatTravelMonth } from "~/lib/dates";

/** What the review page's action answers: the errors and what was typed, or that it is in. */
export type VerifiedReviewAnswer =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string>; values: Record<string, string> };

/** Labels of the five stars, best last (the form lists them best first). */
const ratingWords = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * The review form a traveller opens from the review request's signed link (issue 27): their name
 * as it should appear, a rating and what the trip was like. A plain form post, so it works before
 * the page's script loads; the limits match verifiedReviewInputSchema (not imported: no zod here).
 */
export function VerifiedReviewForm({
  invite,
  answer,
}: {
  invite: { packageTitle: string; customerName: string; travelMonth: string };
  answer?: VerifiedReviewAnswer;
}) {
  const busy = useNavigation().state !== "idle";
  const failed = answer && !answer.ok ? answer : undefined;
  const chosen = failed?.values.rating ?? "";
  return (
    <Form
      method="post"
      noValidate
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <p className="text-slate-700">
        You travelled on <strong>{invite.packageTitle}</strong> in {formatTravelMonth(invite.travelMonth)}.
        Your review shows on the package page as a{" "}
        <strong>Verified traveller · {formatTravelMonth(invite.travelMonth)}</strong> once our team has read
        it.
      </p>
      {failed && <Notice tone="error">{failed.message}</Notice>}
      <TextField
        label="Your name as it should appear"
        name="user_name"
        required
        maxLength={100}
        autoComplete="name"
        defaultValue={failed?.values.user_name ?? invite.customerName}
        error={failed?.errors.user_name}
      />
      <fieldset aria-describedby={failed?.errors.rating ? "rating-error" : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          Your rating <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 grid max-w-md gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label
              key={stars}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                defaultChecked={chosen === String(stars)}
                className="h-5 w-5 accent-brand-700"
              />
              <span>
                <span aria-hidden="true" className="text-amber-600">
                  {"★".repeat(stars)}
                </span>{" "}
                {stars} – {ratingWords[stars - 1]}
              </span>
            </label>
          ))}
        </div>
        {failed?.errors.rating && (
          <p id="rating-error" className="mt-1 text-sm font-medium text-red-700">
            {failed.errors.rating}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Your review"
        name="comment"
        required
        rows={6}
        maxLength={3000}
        hint="What did you enjoy? What should the next traveller know?"
        defaultValue={failed?.values.comment ?? ""}
        error={failed?.errors.comment}
      />
      <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>
        {busy ? "Sending…" : "Send my review"}
      </button>
    </Form>
  );
}

import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { reviewRatings } from "./review-schema";

type ReviewFormRefusal = { values: Record<string, string>; errors: Record<string, string> };

/**
 * Create Review (docs/product.md §5: package, name, rating 1-5 and comment, all required). Works
 * without JavaScript.
 */
export function ReviewForm({
  packages,
  refusal,
}: {
  packages: { id: string; title: string }[];
  refusal?: ReviewFormRefusal;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const value = (name: string) => refusal?.values[name] ?? "";
  const errors = refusal?.errors ?? {};
  return (
    <Form method="post" noValidate aria-label="New review" className="mt-6 grid max-w-2xl gap-5">
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
        >
          Please fill in all required fields
        </p>
      )}
      <SelectField
        label="Tour package"
        name="package_id"
        required
        defaultValue={value("package_id")}
        error={errors.package_id}
      >
        <option value="">Choose a package</option>
        {packages.map((tour) => (
          <option key={tour.id} value={tour.id}>
            {tour.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Reviewer's name"
        name="user_name"
        required
        autoComplete="off"
        defaultValue={value("user_name")}
        error={errors.user_name}
      />
      <SelectField label="Rating" name="rating" required defaultValue={value("rating")} error={errors.rating}>
        <option value="">Choose a rating</option>
        {[...reviewRatings].reverse().map((stars) => (
          <option key={stars} value={stars}>
            {stars} {stars === 1 ? "star" : "stars"}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Comment"
        name="comment"
        required
        rows={5}
        defaultValue={value("comment")}
        error={errors.comment}
      />
      <TextField
        label="Avatar image address"
        name="avatar"
        defaultValue={value("avatar")}
        error={errors.avatar}
        hint="Optional: a picture of the reviewer, e.g. https://… or /images/…"
      />
      <div>
        <button type="submit" disabled={saving} className={buttonClass("primary", "lg")}>
          {saving ? "Saving…" : "Create Review"}
        </button>
      </div>
    </Form>
  );
}

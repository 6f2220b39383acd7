import { data, redirect, useLocation, useSearchParams } from "react-router";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { ReviewAdminHeader } from "~/features/reviews/review-admin-header";
import { ReviewForm } from "~/features/reviews/review-form";
import { reviewInputSchema } from "~/features/reviews/review-schema";
import { createReview } from "~/features/reviews/review-service.server";
import { listTours } from "~/features/tours/tour-service.server";
import { fieldErrorsOf } from "~/lib/http.server";
import type { Route } from "./+types/feedback-create";

export const meta: Route.MetaFunction = () => [{ title: "Create review · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const tours = await listTours(context.db);
  const packages = tours
    .map((tour) => ({ id: tour.id, title: tour.title }))
    .sort((a, b) => a.title.localeCompare(b.title, "en-IN"));
  return { packages };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const values = Object.fromEntries(
    [...(await request.formData())].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const parsed = reviewInputSchema.safeParse(values);
  if (!parsed.success) return data({ values, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const review = await createReview(context.db, parsed.data);
  if (!review) return data({ values, errors: { package_id: "Unknown tour package" } }, { status: 400 });
  return redirect(`/admin/feedback/create?created=${encodeURIComponent(review.package_title)}`);
}

export default function FeedbackCreate({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const created = params.get("created");
  return (
    <>
      <ReviewAdminHeader />
      {created && !actionData && <Notice tone="success">Review added to “{created}”.</Notice>}
      <ReviewForm key={location.key} packages={loaderData.packages} refusal={actionData} />
    </>
  );
}

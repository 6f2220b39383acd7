import { domainErrorStatus } from "~/lib/domain-error";
import { data, redirect, useSearchParams } from "react-router";
import { Notice } from "~/components/ui/notice";
import { SearchForm } from "~/components/ui/search-form";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { ReviewAdminHeader } from "~/features/reviews/review-admin-header";
import { ReviewAdminTable } from "~/features/reviews/review-admin-table";
import { deleteReview, listAllReviews } from "~/features/reviews/review-service.server";
import type { Route } from "./+types/feedback-delete";

export const meta: Route.MetaFunction = () => [{ title: "Delete reviews · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const needle = query.toLowerCase();
  const reviews = (await listAllReviews(context.db)).filter(
    (review) =>
      needle === "" ||
      review.package_title.toLowerCase().includes(needle) ||
      review.user_name.toLowerCase().includes(needle),
  );
  return { reviews, query };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const id = String((await request.formData()).get("id") ?? "");
  try {
    await deleteReview(context.db, id);
  } catch (error) {
    if (domainErrorStatus(error) !== 404) throw error;
    return data({ error: "That review was already deleted." }, { status: 404 });
  }
  return redirect("/admin/feedback/delete?deleted=1");
}

export default function FeedbackDelete({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <ReviewAdminHeader />
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      {params.get("deleted") && !actionData && <Notice tone="success">Review deleted.</Notice>}
      <SearchForm id="review-search" label="Search by package or reviewer" query={loaderData.query} />
      <ReviewAdminTable reviews={loaderData.reviews} />
    </>
  );
}

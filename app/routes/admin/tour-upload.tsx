import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { TourAdminHeader, tourNoticeOf, uploadTabAfter } from "~/features/tours/admin/tour-admin-header";
import { tourFormAction } from "~/features/tours/admin/tour-form-action.server";
import { TourForm } from "~/features/tours/admin/tour-form";
import type { Route } from "./+types/tour-upload";

export const meta: Route.MetaFunction = () => [{ title: "Upload tour package · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return tourFormAction(request, context, { mode: "create" });
}

export default function TourUpload({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = tourNoticeOf(params);
  return (
    <>
      <TourAdminHeader />
      {notice && <Notice tone="success">{notice}</Notice>}
      <h2 className="mt-6 text-xl font-bold text-slate-900">Upload a new tour package</h2>
      {/* a new form after each save: the key changes with every navigation */}
      <TourForm
        key={location.key}
        mode="create"
        typed={actionData}
        onSaved={(tour) => navigate(uploadTabAfter("created", tour.title))}
      />
    </>
  );
}

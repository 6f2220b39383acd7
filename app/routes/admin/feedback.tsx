import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import type { Route } from "./+types/feedback";

// Placeholder until issue 11 builds this screen.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Coming soon</h1>;
}

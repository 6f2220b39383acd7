import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/auth-me";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const admin = await requireAdmin(request, context, { enrolling: true });
    return json({ id: admin.loginId });
  },
});

export const loader = handle;
export const action = handle;

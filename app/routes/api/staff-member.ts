import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { staffUpdateSchema } from "~/features/staff/staff-schema";
import { updateStaff } from "~/features/staff/staff-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/staff-member";

/** A member of staff's role, or their account disabled (owner). */
const handle = apiRoute<Route.LoaderArgs>({
  PATCH: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const input = parseWith(staffUpdateSchema, await readJson(request));
    return json({ success: true, staff: await updateStaff(context.db, params.id, input) });
  },
});

export const loader = handle;
export const action = handle;

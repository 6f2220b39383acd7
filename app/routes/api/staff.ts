import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { staffInviteSchema } from "~/features/staff/staff-schema";
import { inviteStaff, listStaff } from "~/features/staff/staff-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/staff";

/** The agency's staff (owner): the list, and invitations. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json({ staff: await listStaff(context.db) });
  },
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(staffInviteSchema, await readJson(request));
    const { staff, inviteUrl } = await inviteStaff(context.db, input, agencyContactOf(context.config));
    return json({ success: true, staff, invite_url: inviteUrl }, { status: 201 });
  },
});

export const loader = handle;
export const action = handle;

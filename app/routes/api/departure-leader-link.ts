import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { createLeaderLink, revokeLeaderLinks } from "~/features/trip/leader-service.server";
import { tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/departure-leader-link";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    const admin = await requireAdmin(request, context);
    const link = await createLeaderLink(
      context.db,
      params.id ?? "",
      params.departureId ?? "",
      context.config.SITE_URL,
      admin.adminId,
    );
    if (!link) throw notFound(tripMessages.notFound);
    return json(link, { status: 201, headers: { "Cache-Control": "private, no-store" } });
  },
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const revoked = await revokeLeaderLinks(context.db, params.id ?? "", params.departureId ?? "");
    if (revoked === null) throw notFound(tripMessages.notFound);
    return json({ success: true, message: `${revoked} ${revoked === 1 ? "link" : "links"} withdrawn` });
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { travellerMessages } from "~/features/bookings/travellers/traveller-schema";
import { listTravellersForAdmin } from "~/features/bookings/travellers/traveller-service.server";
import { apiRoute, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/booking-travellers-admin";

/** Staff's view of a booking's travellers: ID numbers masked (reveal is its own audited call). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const answer = await listTravellersForAdmin(context.db, params.id ?? "");
    if (!answer) throw notFound(travellerMessages.notFound);
    return json(answer, { headers: { "Cache-Control": "private, no-store" } });
  },
});

export const loader = handle;
export const action = handle;

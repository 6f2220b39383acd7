import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { travellerMessages } from "~/features/bookings/travellers/traveller-schema";
import { revealIdNumber } from "~/features/bookings/travellers/traveller-service.server";
import { dataKeysOf } from "~/lib/data-encryption.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/traveller-reveal";

/** A POST (not a GET): it writes to the audit log, and no cache or prefetch may trigger it. */
const handle = apiRoute<Route.ActionArgs>({
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const idNumber = await revealIdNumber(
      context.db,
      dataKeysOf(context.config),
      params.id ?? "",
      params.travellerId ?? "",
    );
    return json(
      { success: true, message: travellerMessages.revealed, id_number: idNumber },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});

export const loader = handle;
export const action = handle;

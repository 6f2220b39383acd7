import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { bookingStatusUpdateSchema } from "~/features/bookings/booking-schema";
import { updateBookingStatus } from "~/features/bookings/booking-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/booking-status";

const handle = apiRoute<Route.LoaderArgs>({
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(bookingStatusUpdateSchema, await readJson(request));
    const booking = await updateBookingStatus(context.db, params.id ?? "", update, {
      agency: agencyContactOf(context.config),
    });
    // docs/product.md §7: the call "returns booking", so the answer is the booking itself.
    return json(booking);
  },
});

export const loader = handle;
export const action = handle;

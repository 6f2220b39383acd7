import { adminListPage } from "~/features/admin-auth/admin-guard.server";
import {
  bookingErrorMessage,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingMessages,
} from "~/features/bookings/booking-schema";
import { listBookings } from "~/features/bookings/lists/booking-list.server";
import { createBooking } from "~/features/bookings/write/booking-writer.server";
import { createdAnswer, idempotencyKeyOf } from "~/lib/request-idempotency.server";
import { honeypotTripped } from "~/lib/honeypot";
import { decoyBooking } from "~/features/bookings/write/booking-decoy.server";
import { agencyWithPayee } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/bookings";

const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(bookingListQuerySchema, listBookings),
  POST: async ({ request, context }) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const body = await readJson(request);
    const input = parseWith(bookingInputSchema, body, bookingErrorMessage(body));
    if (honeypotTripped(body)) {
      const booking = await decoyBooking(context.db, input);
      return json(
        { success: true, message: bookingMessages.created, reference: booking.reference, booking },
        201,
      );
    }
    const { created, booking } = await createBooking(context.db, input, {
      idempotencyKey,
      agency: await agencyWithPayee(context.db, context.config),
    });
    return createdAnswer(created, {
      success: true,
      message: bookingMessages.created,
      reference: booking.reference,
      booking,
    });
  },
});

export const loader = handle;
export const action = handle;

import { bookingIdOfLiveLink } from "~/features/bookings/lookup/booking-lookup-service.server";
import { permitFileResponse } from "~/features/bookings/travellers/traveller-permits.server";
import { permitFileOf } from "~/features/bookings/travellers/traveller-service.server";
import { dataKeysOf } from "~/lib/data-encryption.server";
import type { Route } from "./+types/booking-permit";

/** A traveller's issued permit, from the booking page a signed link opens, as a download. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const bookingId = await bookingIdOfLiveLink(context.db, params.token);
  const file =
    bookingId &&
    (await permitFileOf(context.db, dataKeysOf(context.config), bookingId, params.travellerId, {
      issuedOnly: true,
    }));
  if (!file) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const answer = permitFileResponse(file);
  answer.headers.set("Referrer-Policy", "same-origin");
  return answer;
}

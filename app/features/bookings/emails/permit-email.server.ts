import type { BookingRow } from "../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";
import { travellerEmail } from "./traveller-email.server";

/**
 * A traveller's permit is issued: the booking page (a secret link, sealed by the outbox) offers
 * its file. Sent once, when staff first mark it issued.
 */
export function permitIssuedEmail(
  booking: BookingRow,
  travellerName: string,
  bookingPage: string,
  agency: AgencyContact,
): OutgoingEmail {
  return travellerEmail(agency, booking, {
    subject: `Permit issued for ${travellerName} – ${booking.reference}`,
    event: "permit-issued",
    preheader: `${travellerName}'s permit for ${booking.packageTitle} is ready on your booking page.`,
    heading: "A permit is issued",
    blocks: [
      {
        kind: "paragraph",
        text: `The permit of ${travellerName} for your trip ${booking.packageTitle} (booking ${booking.reference}, travelling ${formatTravelDate(booking.travelDate)}) is issued.`,
      },
      { kind: "button", label: "Open my booking", href: bookingPage },
      {
        kind: "paragraph",
        text: "You can download it from your booking page. Please carry a printed copy and the ID it names on the trip.",
      },
    ],
  });
}

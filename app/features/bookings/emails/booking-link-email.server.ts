import type { BookingRow } from "../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";
import { travellerEmail } from "./traveller-email.server";

/**
 * A fresh link to the booking's page, asked for on /booking with the reference and contact. It goes
 * to the address the booking was made with, never to one typed in the request.
 */
export function bookingLinkEmail(
  booking: BookingRow,
  pagePath: string,
  lastDay: string,
  agency: AgencyContact,
): OutgoingEmail {
  return travellerEmail(agency, booking, {
    subject: `Your link to booking ${booking.reference}`,
    event: "booking-link",
    preheader: `Open booking ${booking.reference}: status, payments and what is due.`,
    heading: "Your booking link",
    blocks: [
      {
        kind: "paragraph",
        text: `Here is a fresh link to your booking ${booking.reference} for ${booking.packageTitle} on ${formatTravelDate(booking.travelDate)}. It works until ${formatTravelDate(lastDay)}.`,
      },
      { kind: "button", label: "Open my booking", href: pagePath },
      {
        kind: "paragraph",
        text: "If you did not ask for this link, you can ignore this email: only this inbox received it.",
      },
    ],
  });
}

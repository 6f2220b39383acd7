import type { BookingRow } from "../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeCustomerEmail } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";

/**
 * An email to the traveller who booked: always to the address the booking was made with, never to
 * one typed in a request, opened with the name they booked under.
 */
export function travellerEmail(
  agency: AgencyContact,
  booking: Pick<BookingRow, "customerName" | "customerEmail">,
  letter: Parameters<typeof composeCustomerEmail>[2],
): OutgoingEmail {
  return composeCustomerEmail(agency, { name: booking.customerName, email: booking.customerEmail }, letter);
}

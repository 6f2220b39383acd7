import type { OutgoingEmail } from "~/features/notifications/outbox-service.server";
import type { AgencyContact } from "~/features/notifications/agency-contact.server";
import { formatRupees } from "~/lib/money";
import { formatTravelDate, type Booking } from "./booking-schema";

const sharingLabel = (booking: Booking) =>
  booking.sharing === "double" ? "Double sharing" : "Triple sharing";

function summaryOf(booking: Booking): string {
  return [
    `Reference: ${booking.reference}`,
    `Package: ${booking.package_title}`,
    `Travel date: ${formatTravelDate(booking.travel_date)}`,
    `Travellers: ${booking.number_of_travelers}`,
    `Pricing: ${sharingLabel(booking)}, ${formatRupees(booking.price_per_person)} per person`,
    `Total: ${formatRupees(booking.total_amount)}`,
  ].join("\n");
}

/** The confirmation the booking screen promises (DECISIONS 7). Plain text: nothing to escape. */
export function bookingConfirmationEmail(booking: Booking, agency: AgencyContact): OutgoingEmail {
  const text = [
    `Dear ${booking.customer_name},`,
    "",
    `Thank you for booking with ${agency.name}. We have received your booking:`,
    "",
    summaryOf(booking),
    "",
    // The caller's own free text is not repeated: anyone can book with a stranger's address,
    // and this email must not carry their message to that stranger (issue 8, finding 4).
    "Our travel expert will call you within 24 hours to confirm the details and the payment schedule.",
    `Questions? Call us on ${agency.phone} or reply to ${agency.email}, quoting ${booking.reference}.`,
    "",
    agency.name,
  ]
    .filter((line, i, lines) => line !== "" || lines[i - 1] !== "")
    .join("\n");
  return { to: booking.customer_email, subject: `Your booking ${booking.reference} – ${agency.name}`, text };
}

/** Tells the agency's staff a booking came in, with everything needed to call back. */
export function bookingAgencyNotice(booking: Booking, agency: AgencyContact): OutgoingEmail {
  const text = [
    "A new booking is waiting for a call back.",
    "",
    summaryOf(booking),
    "",
    `Name: ${booking.customer_name}`,
    `Email: ${booking.customer_email}`,
    `Phone: ${booking.customer_phone}`,
    `Special requests: ${booking.special_requests || "none"}`,
    `Received: ${booking.booking_date}`,
  ].join("\n");
  return {
    to: agency.email,
    // nothing the customer typed goes into a subject line
    subject: `New booking ${booking.reference}: ${booking.package_title}`,
    text,
    toStaff: true,
  };
}

/** Sent when the admin confirms or cancels, so the traveller is never left guessing. */
export function bookingStatusEmail(booking: Booking, agency: AgencyContact): OutgoingEmail {
  const confirmed = booking.status === "confirmed";
  const text = [
    `Dear ${booking.customer_name},`,
    "",
    confirmed
      ? `Good news: your booking ${booking.reference} is confirmed.`
      : `Your booking ${booking.reference} has been cancelled.`,
    "",
    summaryOf(booking),
    "",
    `Questions? Call us on ${agency.phone} or reply to ${agency.email}.`,
    "",
    agency.name,
  ].join("\n");
  return {
    to: booking.customer_email,
    subject: `Booking ${booking.reference} ${confirmed ? "confirmed" : "cancelled"} – ${agency.name}`,
    text,
  };
}

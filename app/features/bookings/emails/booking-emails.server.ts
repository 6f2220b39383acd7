import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { formatLineAmount } from "../ui/price-lines";
import { detailRows, type EmailBlock } from "~/features/notifications/email/email-content";
import { composeCustomerEmail, composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { paymentPolicyPoints } from "~/features/bookings/payments/payment-policy";
import { newBookingPayNowPart } from "~/features/bookings/payments/pay-now/pay-now-email.server";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { whatsappLink } from "~/lib/whatsapp";
import { sharingLabels } from "../../../../domain/booking-values";
import type { Booking } from "../booking-schema";
import { tripCalendarAttachment } from "../trip-messages/trip-calendar.server";

/** What the confirmation's calendar file needs of the package (issue 27). */
export type PackageTrip = { destination: string; duration: string };

/**
 * The booking in rows. The visitor's own free text appears only for the agency's staff: anyone can
 * book with a stranger's address, and a confirmation must not carry their message to that
 * stranger (issue 8, finding 4).
 */
function summaryOf(booking: Booking, forStaff = false): EmailBlock {
  return {
    kind: "details",
    rows: detailRows([
      ["Reference", booking.reference],
      ["Package", booking.package_title],
      ["Travel date", formatTravelDate(booking.travel_date)],
      ["Travellers", String(booking.number_of_travelers)],
      ["Pricing", `${sharingLabels[booking.sharing]}, ${formatRupees(booking.price_per_person)} per person`],
      // a discount or supplement is shown line by line, as the booking was priced
      ...(booking.price_lines.length > 1
        ? booking.price_lines.map((line): [string, string] => [line.label, formatLineAmount(line.amount)])
        : []),
      ["Total", formatRupees(booking.total_amount)],
      ["Special requests", forStaff ? booking.special_requests : ""],
    ]),
  };
}

/**
 * The payment policy (docs/product.md §9) in a few lines (payments/payment-policy.ts); the full
 * terms are one link away.
 */
const paymentPolicyItems = [...paymentPolicyPoints];

/**
 * The confirmation the booking screen promises (docs/product.md §10.7). `bookingPage` is the signed
 * link of the traveller's own booking page (booking-lookup), opened with no typing. With the
 * package's trip, the trip comes along as a calendar file (`SF-….ics`, issue 27).
 */
export function bookingConfirmationEmail(
  booking: Booking,
  agency: AgencyContact,
  bookingPage?: string,
  trip?: PackageTrip,
): OutgoingEmail {
  const whatsappMessage = `Hi, I have a question about my booking ${booking.reference}.`;
  const payNow = agency.payee ? newBookingPayNowPart(booking, agency.payee) : null;
  const email = composeCustomerEmail(
    agency,
    { name: booking.customer_name, email: booking.customer_email },
    {
      subject: `Your booking ${booking.reference}`,
      event: "booking-confirmation",
      preheader: `We have your booking ${booking.reference}. An expert will call you within 24 hours.`,
      heading: "Thank you for your booking",
      blocks: [
        {
          kind: "paragraph",
          text: `We have received your booking with ${agency.name}. Please keep your reference ${booking.reference} handy.`,
        },
        summaryOf(booking),
        ...(bookingPage
          ? ([
              { kind: "button", label: "See your booking and payments", href: bookingPage },
            ] satisfies EmailBlock[])
          : []),
        ...(payNow?.blocks ?? []),
        { kind: "heading", text: "What happens next" },
        {
          kind: "list",
          items: [
            "Our travel expert will call you within 24 hours to go through the plan and confirm your booking.",
            "You will then receive the payment details and your confirmed itinerary.",
            `Quote ${booking.reference} whenever you call or write to us.`,
          ],
        },
        { kind: "heading", text: "Payment policy in short" },
        { kind: "list", items: paymentPolicyItems },
        {
          kind: "button",
          label: "Chat with us on WhatsApp",
          href: whatsappLink(agency.whatsapp, whatsappMessage),
        },
        { kind: "paragraph", text: "The full terms are on our website:" },
        { kind: "button", label: "Read the terms and conditions", href: "/term-condition" },
      ],
    },
  );
  const calendar =
    trip && bookingPage
      ? tripCalendarAttachment(
          {
            reference: booking.reference,
            packageTitle: booking.package_title,
            destination: trip.destination,
            duration: trip.duration,
            travelDate: booking.travel_date,
          },
          agency,
          bookingPage,
        )
      : null;
  const attachments = [...(payNow?.attachments ?? []), ...(calendar ? [calendar] : [])];
  return attachments.length > 0 ? { ...email, attachments } : email;
}

/**
 * Tells the agency's staff a booking came in, with everything needed to call back. The subject
 * carries only our own words and the reference: visitor text stays in the escaped body.
 */
export function bookingAgencyNotice(booking: Booking, agency: AgencyContact): OutgoingEmail {
  return composeStaffNotice(agency, {
    subject: `New booking ${booking.reference} waiting for a call back`,
    event: "booking-agency-alert",
    preheader: `Booking ${booking.reference}: ${booking.number_of_travelers} travellers, ${formatRupees(booking.total_amount)}.`,
    heading: `New booking ${booking.reference}`,
    blocks: [
      { kind: "paragraph", text: "A new booking is waiting for a call back within 24 hours." },
      summaryOf(booking, true),
      { kind: "heading", text: "Traveller" },
      {
        kind: "details",
        rows: [
          ["Name", booking.customer_name],
          ["Email", booking.customer_email],
          ["Phone", booking.customer_phone],
          ["Received", formatIndiaDateTime(booking.booking_date)],
        ],
      },
      { kind: "button", label: "Open bookings", href: "/admin/bookings" },
    ],
  });
}

/** Sent when the admin confirms or cancels, so the traveller is never left guessing. */
export function bookingStatusEmail(booking: Booking, agency: AgencyContact): OutgoingEmail {
  const confirmed = booking.status === "confirmed";
  return composeCustomerEmail(
    agency,
    { name: booking.customer_name, email: booking.customer_email },
    {
      subject: `Booking ${booking.reference} ${confirmed ? "confirmed" : "cancelled"}`,
      event: confirmed ? "booking-confirmed" : "booking-cancelled",
      preheader: confirmed
        ? `Good news: your booking ${booking.reference} is confirmed.`
        : `Your booking ${booking.reference} has been cancelled.`,
      heading: confirmed ? "Your booking is confirmed" : "Your booking has been cancelled",
      blocks: [
        {
          kind: "paragraph",
          text: confirmed
            ? `Good news: your booking ${booking.reference} is confirmed. We look forward to travelling with you.`
            : `Your booking ${booking.reference} has been cancelled. If this is unexpected, please call us and we will sort it out.`,
        },
        summaryOf(booking),
        ...(confirmed
          ? ([
              { kind: "heading", text: "Payment policy in short" },
              { kind: "list", items: paymentPolicyItems },
            ] satisfies EmailBlock[])
          : []),
      ],
    },
  );
}

import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { formatLineAmount } from "../ui/price-lines";
import { detailRows, type EmailBlock } from "~/features/notifications/email/email-content";
import { composeCustomerEmail, composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import {
  paymentPolicyPoints,
  paymentSchedule,
  payingToConfirmText,
} from "~/features/bookings/payments/payment-policy";
import { canPayNow } from "~/features/bookings/payments/pay-now/pay-now-schema";
import type { PaymentAccountJson } from "~/features/bookings/payments/payment-schema";
import { newBookingPayNowPart } from "~/features/bookings/payments/pay-now/pay-now-email.server";
import { formatIndiaDateTime, formatTravelDate, todayInIndia } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { formatPhone } from "~/lib/phone";
import { whatsappLink } from "~/lib/whatsapp";
import { sharingLabels } from "../../../../domain/booking-values";
import type { Booking } from "../booking-schema";
import { tripCalendarAttachment } from "../trip-messages/trip-calendar.server";

/** What the confirmation's calendar file needs of the package (issue 27): its place and days. */
export type PackageTrip = { destination: string; durationDays: number };

/** The schedule's first instalment, as of the day it was booked: what confirms the booking. */
function firstInstalmentOf(booking: Booking): number {
  const [first] = paymentSchedule({
    total: booking.total_amount,
    bookedOn: todayInIndia(new Date(booking.booking_date)),
    travelDate: booking.travel_date,
  });
  return first?.amount ?? booking.total_amount;
}

/**
 * The trip's calendar file in the booking's state now: TENTATIVE while pending, CONFIRMED, or a
 * CANCEL of the same event (issue 38).
 */
function calendarOf(booking: Booking, trip: PackageTrip, agency: AgencyContact, bookingPage: string) {
  return tripCalendarAttachment(
    {
      reference: booking.reference,
      packageTitle: booking.package_title,
      destination: trip.destination,
      days: trip.durationDays,
      travelDate: booking.travel_date,
      status: booking.status,
      sequence: booking.calendar_sequence,
      attendee: { name: booking.customer_name, email: booking.customer_email },
    },
    agency,
    bookingPage,
  );
}

/**
 * The booking in rows. The visitor's own free text appears only for the agency's staff: anyone can
 * book with a stranger's address, and a confirmation must not carry their message to that
 * stranger (issue 8, finding 4).
 */
function summaryOf(booking: Booking, forStaff = false): EmailBlock {
  // an accepted quote is priced by its own lines (adults, children, extras), never per person
  const quoted = booking.quote_id !== null;
  return {
    kind: "details",
    rows: detailRows([
      ["Reference", booking.reference],
      [quoted ? "Trip" : "Package", booking.package_title],
      ["Travel date", formatTravelDate(booking.travel_date)],
      ["Travellers", String(booking.number_of_travelers)],
      [
        "Pricing",
        quoted
          ? ""
          : `${sharingLabels[booking.sharing]}, ${formatRupees(booking.price_per_person)} per person`,
      ],
      // a discount or supplement is shown line by line, as the booking was priced
      ...(booking.price_lines.length > 1 || quoted
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
  const payNow = canPayNow(agency.payee) ? newBookingPayNowPart(booking, agency.payee) : null;
  const advance = firstInstalmentOf(booking);
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
        // word for word what the booking screen says (issue 38: the two must agree)
        { kind: "paragraph", text: payingToConfirmText(formatRupees(advance), payNow !== null) },
        {
          kind: "list",
          items: [
            "Once it is confirmed you receive your confirmed itinerary.",
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
  const calendar = trip && bookingPage ? calendarOf(booking, trip, agency, bookingPage) : null;
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
          ["Phone", formatPhone(booking.customer_phone)],
          ["Received", formatIndiaDateTime(booking.booking_date)],
        ],
      },
      { kind: "button", label: "Open bookings", href: "/admin/bookings" },
    ],
  });
}

/** What the "confirmed" and "cancelled" emails carry beside the booking (issue 38). */
type StatusEmailExtras = {
  /** the traveller's signed booking page */
  bookingPage?: string;
  /** the package's trip: the calendar file is sent again, confirmed or withdrawn */
  trip?: PackageTrip;
  /** the booking's money as it stands after the change: a cancellation states the charge and refund */
  account?: PaymentAccountJson;
  /** credit notes already issued, each with its link on the booking page */
  creditNotes?: { number: string; href: string }[];
};

/** A cancellation's money in words: what was paid, kept under the policy, refunded, how and by when. */
function cancellationMoneyBlocks(extras: StatusEmailExtras): EmailBlock[] {
  const settlement = extras.account?.settlement;
  if (!settlement) return [];
  const blocks: EmailBlock[] = [{ kind: "heading", text: "Your money" }];
  if (settlement.received === 0) {
    blocks.push({
      kind: "paragraph",
      text: "Nothing had been paid, so there is nothing to refund and nothing to pay.",
    });
  } else {
    blocks.push({
      kind: "details",
      rows: detailRows([
        ["Paid", formatRupees(settlement.received)],
        ["Cancellation charge kept", formatRupees(settlement.kept)],
        ["Refund", formatRupees(settlement.refund_due)],
        [
          "Refunded to",
          settlement.refund_due > 0
            ? `${settlement.method ?? "the original payment method"} (the way you paid)`
            : "",
        ],
        ["Expected by", settlement.refund_owed > 0 ? formatTravelDate(settlement.refund_by) : ""],
        ["Already refunded", settlement.refunded > 0 ? formatRupees(settlement.refunded) : ""],
      ]),
    });
    blocks.push({
      kind: "paragraph",
      text: `Under our cancellation policy (${settlement.rule_text.replace(/\.$/, "")}), cancelling on ${formatTravelDate(settlement.cancelled_on)} costs ${formatRupees(settlement.charge)}; it is taken from what you paid, and nothing more is billed.`,
    });
  }
  const notes = extras.creditNotes ?? [];
  for (const note of notes) {
    blocks.push({ kind: "button", label: `Credit note ${note.number}`, href: note.href });
  }
  if (settlement.refund_due > 0 && notes.length === 0 && extras.bookingPage) {
    blocks.push(
      {
        kind: "paragraph",
        text: "When the refund is made, its credit note is emailed to you and listed on your booking page:",
      },
      { kind: "button", label: "Your booking page and credit note", href: extras.bookingPage },
    );
  }
  return blocks;
}

/**
 * Sent when the admin confirms or cancels, so the traveller is never left guessing. A cancellation
 * states the money (charge kept, refund, method, date, the credit note); both send the trip's
 * calendar file again, confirmed or withdrawn, with the same UID (issue 38).
 */
export function bookingStatusEmail(
  booking: Booking,
  agency: AgencyContact,
  extras: StatusEmailExtras = {},
): OutgoingEmail {
  const confirmed = booking.status === "confirmed";
  const email = composeCustomerEmail(
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
          : cancellationMoneyBlocks(extras)),
        ...(confirmed && extras.bookingPage
          ? ([
              { kind: "button", label: "See your booking and payments", href: extras.bookingPage },
            ] satisfies EmailBlock[])
          : []),
      ],
    },
  );
  const calendar =
    extras.trip && extras.bookingPage ? calendarOf(booking, extras.trip, agency, extras.bookingPage) : null;
  return calendar ? { ...email, attachments: [calendar] } : email;
}

import { createEvent, type DateArray } from "ics";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { absoluteLink } from "~/features/notifications/email/email-render.server";
import type { EmailAttachment } from "~/features/notifications/outbox/outbox-service.server";
import { addDays } from "~/lib/dates";

/** What the calendar file needs of a booking and its package. */
type TripOfBooking = {
  reference: string;
  packageTitle: string;
  /** the package's destination: the event's location */
  destination: string;
  /** the trip's length in days: the package's, or an accepted quote's */
  days: number;
  travelDate: string;
  /** the booking's state: a pending booking's event is TENTATIVE, a cancelled one's is withdrawn */
  status: "pending" | "confirmed" | "cancelled";
  /** this version of the event: 0 first, one more each time the booking's status changes */
  sequence: number;
  /** the traveller, named as the attendee of a cancellation (RFC 5546: CANCEL names who it is sent to) */
  attendee?: { name: string; email: string };
};

const eventStatus = { pending: "TENTATIVE", confirmed: "CONFIRMED", cancelled: "CANCELLED" } as const;

const dateArray = (date: string): DateArray => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return [y, m, d];
};

/**
 * The trip as an all-day calendar event (RFC 5545), attached to the booking confirmation (issue
 * 27), TENTATIVE while the booking waits; the "confirmed" email sends it again CONFIRMED and the
 * cancellation withdraws it (METHOD:CANCEL), both with the same UID and a higher SEQUENCE (issue
 * 38). From the travel date through the return date. An all-day event's DTEND is the day after its
 * last day, so a 7-day trip leaving on the 1st ends (DTEND) on the 8th. Null if the file cannot be
 * made (the confirmation then goes without it rather than not at all).
 */
export function tripCalendarAttachment(
  trip: TripOfBooking,
  agency: AgencyContact,
  bookingPage: string,
): EmailAttachment | null {
  const pageUrl = absoluteLink(agency.siteUrl, bookingPage);
  const cancel = trip.status === "cancelled";
  const method = cancel ? "CANCEL" : "PUBLISH";
  const { error, value } = createEvent({
    productId: `-//${agency.name}//Trips//EN`,
    method,
    sequence: trip.sequence,
    // a cancellation is an organizer's message to its attendee (RFC 5546 §3.2.5)
    ...(cancel
      ? {
          organizer: { name: agency.name, email: agency.email },
          attendees: trip.attendee ? [{ name: trip.attendee.name, email: trip.attendee.email }] : [],
        }
      : {}),
    uid: `${trip.reference.toLowerCase()}@${new URL(agency.siteUrl).hostname}`,
    start: dateArray(trip.travelDate),
    end: dateArray(addDays(trip.travelDate, trip.days)),
    title: `${trip.packageTitle} (${agency.name})`,
    location: trip.destination,
    description: `Booking ${trip.reference} with ${agency.name}.\nYour booking page: ${pageUrl}\nQuestions? Call ${agency.phone}.`,
    url: pageUrl,
    status: eventStatus[trip.status],
    busyStatus: trip.status === "confirmed" ? "OOF" : "TENTATIVE",
  });
  if (error || !value) return null;
  return {
    filename: `${trip.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(value, "utf8").toString("base64"),
  };
}

import type { EmailBlock } from "~/features/notifications/email/email-content";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { absoluteLink, composeCustomerEmail } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { addDays, formatTravelDate } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import { telLink } from "~/lib/whatsapp";
import type { BookingRow, TourPackageRow } from "../../../../db/schema/index";
import { packingListWithGear } from "./packing-gear";
import { returnDateOf } from "../travellers/trip-dates";

/** The signed links one trip email carries, made before the sending transaction. */
export type TripLinks = { bookingPage: string; reviewForm: string; stop: string };

/** What the briefing needs beyond the booking and its package. */
export type BriefingExtras = {
  onTripPhone: string;
  products: Parameters<typeof packingListWithGear>[1];
  shop: Parameters<typeof packingListWithGear>[2];
};

/**
 * The one-click stop of the trip's emails (RFC 2369 List-Unsubscribe, RFC 8058 One-Click): mail
 * apps show an "Unsubscribe" button that POSTs to the signed link; the email's own link opens the
 * page that asks first (a GET never changes anything, so link scanners stop nothing).
 */
function stopHeaders(agency: AgencyContact, stopPath: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${absoluteLink(agency.siteUrl, stopPath)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const stopFootnote = (booking: BookingRow, stopPath: string): EmailBlock => ({
  kind: "footnote",
  text: `You get this email because you booked ${booking.reference}. Prefer no briefing or review emails for this trip?`,
  link: { label: "Stop these emails", href: stopPath },
});

/** "07:30" → "7:30 AM" */
function clockTime(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * The pre-departure briefing, 7 days before travel (issue 27): where and when to meet, the plan
 * day by day, the weather, the on-trip phone and what to pack, with the shop's matching gear.
 */
export function briefingEmail(
  booking: BookingRow,
  tour: TourPackageRow,
  agency: AgencyContact,
  links: TripLinks,
  extras: BriefingExtras,
): OutgoingEmail {
  const travel = formatTravelDate(booking.travelDate);
  const phone = formatPhone(extras.onTripPhone);
  const meeting: EmailBlock = tour.meetingPoint
    ? {
        kind: "details",
        rows: [
          ["Date", travel],
          ...(tour.meetingTime
            ? ([["Time", `${clockTime(tour.meetingTime)} (India time)`]] as [string, string][])
            : []),
          ["Meeting point", tour.meetingPoint],
        ],
      }
    : {
        kind: "paragraph",
        text: `Your trip coordinator will call you before ${travel} with the meeting point and time.`,
      };
  const days: EmailBlock[] =
    tour.itinerary.length > 0
      ? [
          { kind: "heading", text: "Day by day" },
          {
            kind: "list",
            items: tour.itinerary.map(
              (plan, i) => `Day ${i + 1}, ${formatTravelDate(addDays(booking.travelDate, i))}: ${plan}`,
            ),
          },
        ]
      : [];
  const weather: EmailBlock[] = tour.weatherNotes
    ? [
        { kind: "heading", text: "Weather" },
        { kind: "paragraph", text: tour.weatherNotes },
      ]
    : [];
  const packing: EmailBlock[] =
    tour.thingsToPack.length > 0
      ? [
          { kind: "heading", text: "What to pack" },
          { kind: "link-list", items: packingListWithGear(tour.thingsToPack, extras.products, extras.shop) },
        ]
      : [];
  const email = composeCustomerEmail(
    agency,
    { name: booking.customerName, email: booking.customerEmail },
    {
      subject: `Your trip briefing: ${booking.packageTitle} from ${travel}`,
      event: "trip-briefing",
      preheader: `Where and when we meet on ${travel}, the plan, the weather and what to pack.`,
      heading: "Your trip is a week away",
      blocks: [
        {
          kind: "paragraph",
          text: `${booking.packageTitle} (booking ${booking.reference}, ${booking.numberOfTravelers} traveller${booking.numberOfTravelers === 1 ? "" : "s"}) starts on ${travel} and returns on ${formatTravelDate(returnDateOf(booking.travelDate, tour.durationDays))}. Here is what you need to know.`,
        },
        { kind: "heading", text: "Where and when we meet" },
        meeting,
        ...days,
        ...weather,
        { kind: "heading", text: "During the trip" },
        {
          kind: "paragraph",
          text: `Our on-trip phone is answered day and night while you travel: ${phone}. Save it now.`,
        },
        { kind: "button", label: `Call ${phone}`, href: telLink(extras.onTripPhone) },
        ...packing,
        { kind: "button", label: "See your booking and payments", href: links.bookingPage },
        stopFootnote(booking, links.stop),
      ],
    },
  );
  return { ...email, headers: stopHeaders(agency, links.stop) };
}

/** The review request, 2 days after the return date: a signed link to the review form, no login. */
export function reviewRequestEmail(
  booking: BookingRow,
  agency: AgencyContact,
  links: TripLinks,
): OutgoingEmail {
  const email = composeCustomerEmail(
    agency,
    { name: booking.customerName, email: booking.customerEmail },
    {
      subject: `How was ${booking.packageTitle}?`,
      event: "trip-review-request",
      preheader: "Two minutes to tell future travellers what the trip was really like.",
      heading: "Welcome back! How was your trip?",
      blocks: [
        {
          kind: "paragraph",
          text: `We hope ${booking.packageTitle} (booking ${booking.reference}) was everything you hoped for. Would you tell other travellers how it went? Your review appears on the package page with a "Verified traveller" badge once our team has read it.`,
        },
        { kind: "button", label: "Write your review", href: links.reviewForm },
        {
          kind: "paragraph",
          text: "The link is yours alone: it needs no login and takes one review for this booking.",
        },
        stopFootnote(booking, links.stop),
      ],
    },
  );
  return { ...email, headers: stopHeaders(agency, links.stop) };
}

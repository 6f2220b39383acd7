import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeCustomerEmail } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";

/** What both waitlist emails need to know about the entry and its departure. */
type WaitlistMailFacts = {
  customerName: string;
  customerEmail: string;
  travellers: number;
  packageId: string;
  packageTitle: string;
  date: string;
};

const travellersText = (n: number) => `${n} ${n === 1 ? "traveller" : "travellers"}`;

/** The visitor's receipt for joining: which departure, for how many, and what happens next. */
export function waitlistJoinedEmail(facts: WaitlistMailFacts, agency: AgencyContact): OutgoingEmail {
  const date = formatTravelDate(facts.date);
  return composeCustomerEmail(
    agency,
    { name: facts.customerName, email: facts.customerEmail },
    {
      subject: `You're on the waitlist`,
      event: "waitlist-joined",
      preheader: `We'll email you if seats free up on the ${date} departure.`,
      heading: "You're on the waitlist",
      blocks: [
        {
          kind: "paragraph",
          text: `The ${date} departure of ${facts.packageTitle} is full. You are on its waitlist for ${travellersText(facts.travellers)}, and we will email you as soon as seats free up.`,
        },
        { kind: "button", label: "See the package", href: `/packages/${facts.packageId}` },
      ],
    },
  );
}

/** Seats freed up: the offer, sent once to each entry in line that fits, first come first served. */
export function waitlistOfferEmail(
  facts: WaitlistMailFacts,
  seatsLeft: number,
  agency: AgencyContact,
): OutgoingEmail {
  const date = formatTravelDate(facts.date);
  return composeCustomerEmail(
    agency,
    { name: facts.customerName, email: facts.customerEmail },
    {
      subject: `Seats are free on your waitlisted departure`,
      event: "waitlist-offer",
      preheader: `Seats have opened up on the ${date} departure. Book now: they go to whoever books first.`,
      heading: "Seats have opened up",
      blocks: [
        {
          kind: "paragraph",
          text: `Good news: ${seatsLeft} ${seatsLeft === 1 ? "seat is" : "seats are"} now free on the ${date} departure of ${facts.packageTitle}, enough for your ${travellersText(facts.travellers)}. Seats go to whoever books first, so book soon or call us and we will book them for you.`,
        },
        {
          kind: "details",
          rows: [
            ["Package", facts.packageTitle],
            ["Departure", date],
            ["Travellers", String(facts.travellers)],
          ],
        },
        { kind: "button", label: "Book your seats", href: `/packages/${facts.packageId}` },
      ],
    },
  );
}

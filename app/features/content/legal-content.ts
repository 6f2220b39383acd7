import {
  ADVANCE_PERCENT,
  EARLY_CHANGE_PERCENT_OF_DEPOSIT,
  FIRST_HALF_DAYS_BEFORE,
  FIRST_HALF_PERCENT,
  FULL_PAYMENT_DAYS_BEFORE,
  LATE_CANCELLATION_PERCENT,
  LATE_CHANGE_PERCENT_OF_DEPOSIT,
} from "~/features/bookings/payments/payment-policy";

import { ENQUIRY_RETENTION_MONTHS, OUTBOX_BODY_RETENTION_DAYS } from "~/features/people/people-schema";
/** A section of a legal page: a heading and its paragraphs or points. */
export type LegalSection = { heading: string; paragraphs?: readonly string[]; points?: readonly string[] };

/** The payment and cancellation figures, shared by both legal pages, come from payment-policy.ts. */
const paymentSchedule: LegalSection = {
  heading: "Payment schedule",
  points: [
    `A ${ADVANCE_PERCENT}% advance (the deposit) confirms your booking; it counts towards the first ${FIRST_HALF_PERCENT}%.`,
    `${FIRST_HALF_PERCENT}% of the package price is due ${FIRST_HALF_DAYS_BEFORE} days before departure.`,
    `The remaining ${100 - FIRST_HALF_PERCENT}% is due ${FULL_PAYMENT_DAYS_BEFORE} days before departure.`,
    `Bookings made ${FULL_PAYMENT_DAYS_BEFORE + 1} to ${FIRST_HALF_DAYS_BEFORE} days before departure pay ${FIRST_HALF_PERCENT}% at the time of booking.`,
    `Bookings made within ${FULL_PAYMENT_DAYS_BEFORE} days of departure must be paid in full at the time of booking.`,
    "Your booking page (the link in your confirmation email, or /booking) shows what you have paid and what is due next.",
  ],
};

const cancellation: LegalSection = {
  heading: "Cancellation and refunds",
  points: [
    "The deposit is non-refundable.",
    `Cancellation between ${FIRST_HALF_DAYS_BEFORE} and ${FULL_PAYMENT_DAYS_BEFORE} days before departure: a cancellation fee of ${LATE_CANCELLATION_PERCENT}% of the package price.`,
    `Cancellation within ${FULL_PAYMENT_DAYS_BEFORE} days of departure: no refund.`,
    "Refunds due are paid to the original payment method within 14 working days.",
  ],
};

const modification: LegalSection = {
  heading: "Changes to a booking",
  points: [
    `Changes requested more than ${FIRST_HALF_DAYS_BEFORE} days before departure: modification charges of ${EARLY_CHANGE_PERCENT_OF_DEPOSIT}% of the deposit.`,
    `Changes requested ${FIRST_HALF_DAYS_BEFORE} days or less before departure: modification charges of ${LATE_CHANGE_PERCENT_OF_DEPOSIT}% of the deposit.`,
    "Changes depend on the availability of stays and transport; any difference in their cost is added.",
  ],
};

export const termsSections: readonly LegalSection[] = [
  {
    heading: "About these terms",
    paragraphs: [
      "These terms apply to every tour package booked with us, on this website, by phone, email or WhatsApp. By making a booking you accept them on behalf of every traveller in your group.",
    ],
  },
  {
    heading: "Bookings",
    paragraphs: [
      "A booking is recorded when you submit the booking form and receive a booking reference. A travel expert calls you within 24 hours to confirm the details; the booking is confirmed once the first payment is received.",
    ],
  },
  paymentSchedule,
  cancellation,
  modification,
  {
    heading: "Prices",
    paragraphs: [
      "Prices are per person in Indian rupees for the sharing option shown (triple sharing unless double sharing is chosen). Inclusions and exclusions are listed on each package.",
    ],
  },
  {
    heading: "Travel insurance and health",
    paragraphs: [
      "Travel insurance is not included. High-altitude destinations such as Ladakh, Spiti and Tawang need acclimatisation; please consult a doctor before travelling if you have a medical condition.",
    ],
  },
  {
    heading: "Changes by us",
    paragraphs: [
      "Weather, road closures or official orders can force changes to an itinerary. We will offer the closest alternative; costs arising from such events are not refundable but we will always help you rearrange.",
    ],
  },
];

export const paymentPolicySections: readonly LegalSection[] = [
  {
    heading: "How we take payments",
    paragraphs: [
      "Our website never asks for card numbers, expiry dates or CVCs. Payments are made by bank transfer, UPI or at our office, after a travel expert has confirmed your booking by phone.",
    ],
  },
  paymentSchedule,
  cancellation,
  modification,
  {
    heading: "The details we keep",
    paragraphs: [
      "For a booking we keep your name, email, phone number, travel date, travellers and special requests, and a record of the payments received. We use them only to run your trip and to contact you about it.",
      "We never sell or share your details, except with the hotels, drivers and guides who need them to serve you on your trip.",
    ],
  },
  {
    heading: "How long we keep them, and your rights",
    paragraphs: [
      `An enquiry that never became a booking is deleted ${ENQUIRY_RETENTION_MONTHS} months after you sent it, and the text of the emails we sent you ${OUTBOX_BODY_RETENTION_DAYS} days after we sent them. Bookings, payments and orders are kept for our accounts as the law requires.`,
      "Under India's Digital Personal Data Protection Act 2023 you may ask us for a copy of everything we hold about you, or ask us to erase it: write to us from the email address, or call from the phone number, you used. After an erasure we keep only what our accounts need, without your name, email, phone or messages.",
    ],
  },
  {
    heading: "Questions",
    paragraphs: [
      "Write to us or call us (Mon-Sat 9 AM-7 PM) about any payment or about the details we hold; we answer every email within 24 hours.",
    ],
  },
];

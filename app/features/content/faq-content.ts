import {
  ADVANCE_PERCENT,
  EARLY_CHANGE_PERCENT_OF_DEPOSIT,
  FIRST_HALF_DAYS_BEFORE,
  FIRST_HALF_PERCENT,
  FULL_PAYMENT_DAYS_BEFORE,
  LATE_CANCELLATION_PERCENT,
  LATE_CHANGE_PERCENT_OF_DEPOSIT,
} from "~/features/bookings/payments/payment-policy";

/** The FAQ page's five entries (docs/product.md §2); also its FAQPage structured data. */
export const faqEntries = [
  {
    question: "How do I book a tour package?",
    answer:
      "Open a package, choose triple or double sharing and the number of travellers, and press Book Now. Fill in your details and preferred travel date; you get a booking reference at once, a confirmation email, and a travel expert calls you within 24 hours.",
  },
  {
    question: "How much do I pay, and when?",
    answer: `A ${ADVANCE_PERCENT}% advance confirms your booking. ${FIRST_HALF_PERCENT}% of the package price, the advance included, is due ${FIRST_HALF_DAYS_BEFORE} days before departure, and the remaining ${100 - FIRST_HALF_PERCENT}% is due ${FULL_PAYMENT_DAYS_BEFORE} days before departure. Bookings made within ${FULL_PAYMENT_DAYS_BEFORE} days of departure are paid in full. Your booking page shows what you have paid and what is due next.`,
  },
  {
    question: "What happens if I cancel?",
    answer: `The deposit is non-refundable. Cancelling between ${FIRST_HALF_DAYS_BEFORE} and ${FULL_PAYMENT_DAYS_BEFORE} days before departure costs ${LATE_CANCELLATION_PERCENT}% of the package price, and no refund is possible within ${FULL_PAYMENT_DAYS_BEFORE} days of departure.`,
  },
  {
    question: "Can I change my travel dates after booking?",
    answer: `Yes, subject to availability. Modification charges are ${EARLY_CHANGE_PERCENT_OF_DEPOSIT}% of the deposit when you change more than ${FIRST_HALF_DAYS_BEFORE} days before departure, and ${LATE_CHANGE_PERCENT_OF_DEPOSIT}% of the deposit within ${FIRST_HALF_DAYS_BEFORE} days.`,
  },
  {
    question: "Is travel insurance included?",
    answer:
      "No. Travel insurance is not included in our packages; we strongly recommend a policy that covers medical care and cancellation for your whole trip.",
  },
] as const;

export function faqJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqEntries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** The FAQ page's five entries (docs/product.md §2); also its FAQPage structured data. */
export const faqEntries = [
  {
    question: "How do I book a tour package?",
    answer:
      "Open a package, choose triple or double sharing and the number of travellers, and press Book Now. Fill in your details and preferred travel date; you get a booking reference at once, a confirmation email, and a travel expert calls you within 24 hours.",
  },
  {
    question: "How much do I pay, and when?",
    answer:
      "A 30% advance confirms your booking. 50% of the package price is due 15 days before departure and the remaining 50% is due 7 days before departure. Bookings made within 7 days of departure are paid in full. Your booking page shows what you have paid and what is due next.",
  },
  {
    question: "What happens if I cancel?",
    answer:
      "The deposit is non-refundable. Cancelling between 15 and 7 days before departure costs 50% of the package price, and no refund is possible within 7 days of departure.",
  },
  {
    question: "Can I change my travel dates after booking?",
    answer:
      "Yes, subject to availability. Modification charges are 50% of the deposit when you change more than 15 days before departure, and 100% of the deposit within 15 days.",
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

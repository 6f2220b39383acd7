/** The contact page's selling points, beside the form. */
export const contactSellingPoints = [
  {
    title: "An answer within 24 hours",
    text: "Every message reaches a travel expert, who replies by email or phone within a day.",
  },
  {
    title: "Trips planned around you",
    text: "Tell us your dates, budget and interests; we shape the itinerary, stays and transport to fit.",
  },
  {
    title: "Honest prices in rupees",
    text: "Per-person prices with what is included spelt out, and no surprises at checkout.",
  },
  {
    title: "Support on the road",
    text: "Our team is a call or a WhatsApp message away, 24/7, for as long as you travel.",
  },
] as const;

import { destinations } from "~/features/tours/destinations";

/** The about page's text (docs/product.md §2: stats, story, mission, vision, values, team, why us). */
export const aboutStats = [
  { value: "1000+", label: "Happy Travellers" },
  // what the site really sells (the first brief said '100+', ADR 024): its destination pages, and a few trips abroad
  { value: String(destinations.length), label: "Destinations in India, and trips abroad" },
  { value: "1.5+", label: "Years of Experience" },
  { value: "24/7", label: "Support" },
] as const;

export const aboutStory = [
  "We started as a handful of friends who kept being asked the same question: how do you plan a trip to Ladakh, or Meghalaya, or Spiti, without getting it wrong? We had ridden those roads, slept in those homestays and learned which passes close in October.",
  "So we began planning trips for others, with the same care we took for our own. Today our small team designs guided journeys across the Himalaya, the North-East, Kerala's backwaters and the islands, and a few trips abroad, for travellers from all over India.",
] as const;

export const aboutMission =
  "To make India's most beautiful places easy and safe to reach, with honest prices, well-paced itineraries and people who answer the phone.";

export const aboutVision =
  "To be the travel company people recommend to their own families: known for journeys that feel personal, responsible to the places we visit, and fair to the local hosts who make them possible.";

export const aboutValues = [
  {
    title: "Safety first",
    text: "Acclimatised itineraries, verified stays and drivers who know the mountains.",
  },
  {
    title: "Honest pricing",
    text: "Per-person prices in rupees with every inclusion and exclusion spelt out.",
  },
  { title: "Local partners", text: "We work with homestays, guides and drivers from the places we visit." },
  { title: "Care on the road", text: "A real person on call 24/7 from the day you book until you are home." },
] as const;

export const aboutTeam = [
  { name: "Aarav Mehta", role: "Founder & Trip Designer", initials: "AM" },
  { name: "Priya Nair", role: "Head of Operations", initials: "PN" },
  { name: "Tenzin Dorje", role: "Lead Mountain Guide", initials: "TD" },
] as const;

export const aboutWhyChoose = [
  "Small groups and private trips, planned around you",
  "Itineraries tested by our own team on the ground",
  "Clear payment and cancellation terms, no hidden costs",
  "Confirmation and an answer to every email within 24 hours",
  "24/7 support while you travel, by phone or WhatsApp",
  "Custom trips for families, couples, seniors and groups",
] as const;

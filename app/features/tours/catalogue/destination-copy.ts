import type { Destination } from "../destinations";

/**
 * Each destination page's tagline and three highlight chips (docs/product.md §2 leaves their words
 * to us).
 */
export const destinationCopy: Record<
  Destination["slug"],
  { tagline: string; chips: [string, string, string] }
> = {
  "leh-ladakh": {
    tagline: "High passes, turquoise lakes and whitewashed monasteries on the roof of India.",
    chips: ["Pangong Tso", "Khardung La", "Nubra Valley"],
  },
  meghalaya: {
    tagline: "Living root bridges, cloud-wrapped plateaus and the clearest rivers in the country.",
    chips: ["Living Root Bridges", "Dawki River", "Cherrapunji Falls"],
  },
  tawang: {
    tagline: "A Himalayan monastery town reached over Sela Pass, with Monpa villages and frozen lakes.",
    chips: ["Tawang Monastery", "Sela Pass", "Madhuri Lake"],
  },
  kerala: {
    tagline: "Backwater houseboats, misty tea hills and unhurried beaches along the Malabar coast.",
    chips: ["Alleppey Houseboats", "Munnar Tea Estates", "Varkala Cliffs"],
  },
  "spiti-valley": {
    tagline: "A cold-desert valley of ancient gompas, fossil villages and star-filled skies.",
    chips: ["Key Monastery", "Chandratal Lake", "Kibber Village"],
  },
  kashmir: {
    tagline: "Shikaras on Dal Lake, saffron fields and alpine meadows ringed by snow peaks.",
    chips: ["Dal Lake", "Gulmarg Gondola", "Pahalgam Valley"],
  },
  andaman: {
    tagline: "White-sand beaches, coral reefs and the history of Port Blair in the Bay of Bengal.",
    chips: ["Radhanagar Beach", "Scuba at Havelock", "Cellular Jail"],
  },
  manali: {
    tagline: "Pine forests, river rafting and the gateway to Solang Valley and Atal Tunnel.",
    chips: ["Solang Valley", "Atal Tunnel", "Old Manali"],
  },
};

/** The eight destination landing pages (docs/product.md §2) and the package key each one lists. */
export const destinations = [
  {
    slug: "leh-ladakh",
    name: "Leh Ladakh",
    subcategory: "ladakh",
    title: "Leh Ladakh Expeditions",
    art: "ladakh-1",
  },
  {
    slug: "meghalaya",
    name: "Meghalaya",
    subcategory: "meghalaya",
    title: "Meghalaya - The Abode of Clouds",
    art: "meghalaya-1",
  },
  {
    slug: "tawang",
    name: "Tawang",
    subcategory: "tawang",
    title: "Tawang – Land of Monpas",
    art: "tawang-1",
  },
  {
    slug: "kerala",
    name: "Kerala",
    subcategory: "kerala",
    title: "Kerala - God's Own Country",
    art: "kerala-1",
  },
  {
    slug: "spiti-valley",
    name: "Spiti Valley",
    subcategory: "spiti",
    title: "Spiti Valley Adventures",
    art: "spiti-1",
  },
  {
    slug: "kashmir",
    name: "Kashmir",
    subcategory: "kashmir",
    title: "Kashmir - Paradise on Earth",
    art: "kashmir-1",
  },
  {
    slug: "andaman",
    name: "Andaman",
    subcategory: "andaman",
    title: "Andaman & Nicobar Islands",
    art: "andaman-1",
  },
  {
    slug: "manali",
    name: "Manali",
    subcategory: "manali",
    title: "Manali - Valley of the Gods",
    art: "manali-1",
  },
] as const;

export type Destination = (typeof destinations)[number];

export function destinationBySlug(slug: string | undefined): Destination | undefined {
  return destinations.find((d) => d.slug === slug);
}

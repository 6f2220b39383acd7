/**
 * What the shop's colour names look like, for the cart's thumbnail: each product has one picture,
 * drawn in its first colour, so the thumbnail carries a swatch of the colour actually chosen.
 * A colour the agency adds without an entry here gets no swatch rather than a wrong one.
 */
const swatches: Record<string, string> = {
  black: "#1f2023",
  charcoal: "#36393f",
  "forest green": "#2f5d3a",
  grey: "#8a8d91",
  khaki: "#c3b091",
  maroon: "#7a1f2b",
  "matte black": "#2a2a2c",
  "midnight blue": "#1f2a4d",
  navy: "#1d2b53",
  olive: "#6b6b2f",
  orange: "#e8731a",
  red: "#c62828",
  "sky blue": "#7cb8e4",
  "stone grey": "#a39e93",
  teal: "#0f766e",
  white: "#f8f8f6",
};

export function swatchFor(colour: string): string | undefined {
  return swatches[colour.trim().toLowerCase()];
}

/** Countries by name, from their ISO 3166-1 alpha-2 codes (a traveller's nationality). */
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name from its code, "IN" → "India"; the code itself if unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

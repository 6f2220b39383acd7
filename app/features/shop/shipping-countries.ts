import { countryCodes } from "../../../domain/country-values";

/**
 * The countries an order can be shipped to, by their English names (what an order stores and its
 * label prints): India first, then every country by name. Shared by the checkout's list and its
 * schema (issue 37, L6), so the form offers exactly what the API takes.
 */
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

export const SHIPPING_HOME = "India";

export const shippingCountries: readonly string[] = [
  SHIPPING_HOME,
  ...countryCodes
    .filter((code) => code !== "IN")
    .map((code) => regionNames.of(code) ?? code)
    .sort((a, b) => a.localeCompare(b)),
];

const byKey = new Map<string, string>();
for (const code of countryCodes) byKey.set(code.toLowerCase(), regionNames.of(code) ?? code);
for (const name of shippingCountries) byKey.set(name.toLowerCase(), name);

/** The country's name for what was sent (its name in any case, or its ISO code); null when none. */
export function shippingCountryOf(value: string): string | null {
  return byKey.get(value.trim().toLowerCase()) ?? null;
}

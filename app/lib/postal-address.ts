import { gstStates } from "../../domain/gst-state-values";

/** schema.org PostalAddress of an address in India, for structured data (issue 38). */
export type PostalAddress = {
  "@type": "PostalAddress";
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: "IN";
};

/** A PIN code: six digits, the first never 0, sometimes written 3 + 3. */
const PIN = /\b([1-9]\d{2})\s?(\d{3})\b/;
const stateNames = new Map<string, string>(gstStates.map(([, name]) => [name.toLowerCase(), name]));

/**
 * An address as the agency writes it on one line ("221 Demo Lane, Connaught Place, New Delhi
 * 110001"), in its parts: the PIN code, the city (the last part before it that is no state or
 * "India"), the street (what comes before the city) and the state or union territory, named in the
 * address or else `region` (the agency's GST state). A part that cannot be told stays out.
 */
export function postalAddressOf(address: string, region?: string): PostalAddress {
  let postalCode: string | undefined;
  let named: string | undefined;
  const parts: string[] = [];
  for (const raw of address.split(/[,\n]/)) {
    let part = raw.trim();
    const pin = postalCode === undefined ? PIN.exec(part) : null;
    if (pin) {
      postalCode = `${pin[1]}${pin[2]}`;
      part = part
        .replace(pin[0], "")
        .replace(/^[\s–-]+|[\s–-]+$/g, "")
        .trim();
    }
    const state = stateNames.get(part.toLowerCase());
    if (state) named = state;
    else if (part !== "" && part.toLowerCase() !== "india") parts.push(part);
  }
  const locality = parts.length > 1 ? parts.pop() : undefined;
  const addressRegion = named ?? region;
  return {
    "@type": "PostalAddress",
    streetAddress: parts.join(", "),
    ...(locality ? { addressLocality: locality } : {}),
    ...(addressRegion ? { addressRegion } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: "IN",
  };
}

import { describe, expect, it } from "vitest";
import { postalAddressOf } from "./postal-address";

describe("postalAddressOf", () => {
  it("splits the agency's one-line address into street, city, PIN and the state given", () => {
    expect(postalAddressOf("221 Demo Lane, Connaught Place, New Delhi 110001", "Delhi")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "221 Demo Lane, Connaught Place",
      addressLocality: "New Delhi",
      addressRegion: "Delhi",
      postalCode: "110001",
      addressCountry: "IN",
    });
  });

  it("takes the state the address names over the one given, and leaves India and dashes out", () => {
    expect(postalAddressOf("Shop 4, MG Road, Bengaluru, Karnataka - 560 001, India", "Delhi")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Shop 4, MG Road",
      addressLocality: "Bengaluru",
      addressRegion: "Karnataka",
      postalCode: "560001",
      addressCountry: "IN",
    });
  });

  it("keeps a line it cannot split as the street", () => {
    expect(postalAddressOf("Near the old bus stand")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Near the old bus stand",
      addressCountry: "IN",
    });
  });
});

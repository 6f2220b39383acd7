import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createDepartureRow } from "../factories/departure-factory";
import { createReviewRow } from "../factories/review-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Issue 38: the structured data search engines read from the rendered pages. The agency's address
 * in its parts; a package's offers at the prices the visitor would pay (the pricing engine's, not
 * the raw base price); its rating on a Product, never on the TouristTrip (which takes none).
 */
let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

type Node = Record<string, unknown> & { "@type": string };

/** Every JSON-LD object of a page, parsed from its <script type="application/ld+json"> elements. */
async function jsonLdOf(path: string): Promise<Node[]> {
  const response = await server.fetch(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.flatMap(([, body]) => {
    const parsed = JSON.parse(body!) as Node | Node[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type);

describe("structured data on the rendered pages", () => {
  it("home: the TravelAgency's address in its parts", async () => {
    const [agency] = ofType(await jsonLdOf("/"), "TravelAgency");
    expect(agency).toMatchObject({
      name: "Safarnama Travels",
      address: {
        "@type": "PostalAddress",
        streetAddress: "221 Demo Lane, Connaught Place",
        addressLocality: "New Delhi",
        addressRegion: "Delhi",
        postalCode: "110001",
        addressCountry: "IN",
      },
    });
  });

  it("package: offers at the prices to pay, and the rating on a Product, not on the TouristTrip", async () => {
    const tour = await createTourRow(server.database.db, { price: 20_000, doubleSharingPrice: 24_000 });
    const departure = await createDepartureRow(server.database.db, {
      packageId: tour.id,
      departureDate: addDays(todayInIndia(), 90),
      price: 22_000,
    });
    for (const rule of [
      {
        name: "Early Bird",
        kind: "early_bird",
        percent_off: 10,
        min_days_before: 60,
        package_ids: [tour.id],
      },
      { name: "Honeymoon", kind: "couple", percent_off: 15, package_ids: [tour.id] },
      { name: "Group of six", kind: "group", percent_off: 12, min_travellers: 6, package_ids: [tour.id] },
    ]) {
      const created = await server.fetch("/api/pricing/rules", {
        method: "POST",
        headers: { "content-type": "application/json", ...admin },
        body: JSON.stringify(rule),
      });
      expect(created.status).toBe(201);
    }
    await createReviewRow(server.database.db, { packageId: tour.id, rating: 5 });
    await createReviewRow(server.database.db, { packageId: tour.id, rating: 4 });

    const nodes = await jsonLdOf(`/packages/${tour.id}`);
    const [trip] = ofType(nodes, "TouristTrip");
    expect(trip).toBeDefined();
    expect(trip).not.toHaveProperty("aggregateRating");
    const offers = trip!.offers as Node[];
    expect(offers.every((offer) => offer["@type"] === "Offer" && offer.priceCurrency === "INR")).toBe(true);
    // the departure, 90 days ahead, at its own price with the early bird's 10 % off that its date earns
    expect(offers.find((offer) => offer.validThrough === departure.departureDate)).toMatchObject({
      price: 19_800,
    });
    const named = (name: string) => offers.find((offer) => offer.name === name);
    // each offer at its own price per person: a couple in a double room, a group of six, early booking
    expect(named("Honeymoon")).toMatchObject({ price: 20_400 });
    expect(named("Group of six")).toMatchObject({ price: 17_600 });
    expect(named("Early Bird")).toMatchObject({ price: 18_000 });

    const [product] = ofType(nodes, "Product");
    expect(product).toMatchObject({
      name: tour.title,
      offers: { "@type": "Offer", price: 20_000, priceCurrency: "INR" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
    });
    expect(nodes.filter((node) => "aggregateRating" in node).map((node) => node["@type"])).toEqual([
      "Product",
    ]);
  });

  it("package without departures or reviews: one offer at the price the card shows, no Product", async () => {
    const tour = await createTourRow(server.database.db, { price: 15_500 });
    const nodes = await jsonLdOf(`/packages/${tour.id}`);
    const [trip] = ofType(nodes, "TouristTrip");
    expect(trip!.offers).toMatchObject({ "@type": "Offer", price: 15_500, priceCurrency: "INR" });
    expect(ofType(nodes, "Product")).toEqual([]);
  });
});

export { expectNoAxeViolations } from "./axe";
import { expect, type APIRequestContext } from "./fixtures";

export const destinationSlugs = [
  ["leh-ladakh", "ladakh"],
  ["meghalaya", "meghalaya"],
  ["tawang", "tawang"],
  ["kerala", "kerala"],
  ["spiti-valley", "spiti"],
  ["kashmir", "kashmir"],
  ["andaman", "andaman"],
  ["manali", "manali"],
] as const;

export type ApiTour = {
  id: string;
  title: string;
  destination: string;
  price: number;
  original_price: number | null;
  double_sharing_price: number | null;
  subcategory: string;
  available: boolean;
  itenory: string[];
};

export async function apiTours(request: APIRequestContext, query = ""): Promise<ApiTour[]> {
  const response = await request.get(`/api/tours${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiTour[];
}

/**
 * Bookable packages that take a free travel date, newest first. A package with fixed departures
 * refuses one, and other tests add such packages as they run.
 */
export async function freeDateTours(request: APIRequestContext): Promise<ApiTour[]> {
  const tours: ApiTour[] = [];
  for (const tour of await apiTours(request)) {
    if (!tour.available) continue;
    const departures = await request.get(`/api/tours/${tour.id}/departures`);
    expect(departures.ok()).toBe(true);
    if (((await departures.json()) as unknown[]).length === 0) tours.push(tour);
  }
  return tours;
}

/** A demo package with a double-sharing price and an original price (the seed has several). */
export async function doubleSharingTour(request: APIRequestContext): Promise<ApiTour> {
  const tour = (await freeDateTours(request)).find(
    (t) => t.double_sharing_price !== null && t.itenory.length > 0,
  );
  if (!tour) throw new Error("the demo content has no double-sharing package");
  return tour;
}

export async function loginAsAdmin(request: APIRequestContext) {
  const response = await request.post("/api/auth/login", {
    data: { id: "e2e-admin", password: "e2e-admin-password" },
  });
  expect(response.ok()).toBe(true);
}

/** "₹24,999" as the site shows whole rupees. */
export const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );

/** A travel date two months from now, as a date input takes it. */
export function futureDate(): string {
  const date = new Date(Date.now() + 60 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

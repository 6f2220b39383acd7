import type { Db } from "../../../db/client";
import { loadTourCatalogue } from "./catalogue/tour-catalogue.server";
import { matchesSearch, toTourSummary, type Tour, type TourListQuery, type TourSummary } from "./tour-schema";

const FEATURED_LIMIT = 6;

/** Newest first. Filters combine with AND; text filters match case-insensitive substrings. */
export async function listTours(db: Db, query: TourListQuery = {}): Promise<Tour[]> {
  const { tours } = await loadTourCatalogue(db);
  const subcategory = query.subcategory?.toLowerCase();
  const destination = query.destination?.toLowerCase();
  return tours.filter(
    (tour) =>
      (subcategory === undefined || tour.subcategory === subcategory) &&
      (query.category === undefined || tour.category === query.category) &&
      (query.featured === undefined || tour.featured === query.featured) &&
      (destination === undefined || tour.destination.toLowerCase().includes(destination)) &&
      (query.q === undefined || matchesSearch(tour, query.q)),
  );
}

/** The home page's and offers page's featured packages: at most six, newest first. */
export async function listFeaturedTours(db: Db, limit = FEATURED_LIMIT): Promise<Tour[]> {
  const { tours } = await loadTourCatalogue(db);
  return tours.filter((tour) => tour.featured).slice(0, limit);
}

export async function getTour(db: Db, id: string): Promise<Tour | null> {
  const { byId } = await loadTourCatalogue(db);
  return byId.get(id) ?? null;
}

/**
 * What visitors are offered (issue 9): the same lists without packages marked unavailable, as
 * the cards show them (pages send the browser no more than that).
 */
export async function listVisitorTours(db: Db, query: TourListQuery = {}): Promise<TourSummary[]> {
  return (await listTours(db, query)).filter((tour) => tour.available).map(toTourSummary);
}

export async function listVisitorFeaturedTours(db: Db, limit = FEATURED_LIMIT): Promise<TourSummary[]> {
  const { tours } = await loadTourCatalogue(db);
  return tours
    .filter((tour) => tour.featured && tour.available)
    .slice(0, limit)
    .map(toTourSummary);
}

/** One package as a visitor may see it: null when unknown, malformed or not available. */
export async function getVisitorTour(db: Db, id: string): Promise<Tour | null> {
  const tour = await getTour(db, id.toLowerCase());
  return tour?.available ? tour : null;
}

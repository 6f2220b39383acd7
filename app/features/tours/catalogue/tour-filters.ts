import { matchesSearch } from "./tour-display";
import type { TourSummary } from "../tour-schema";

/** The category select of the package lists (docs/product.md §2): "all" or one category. */
export const categoryOptions = [
  { value: "all", label: "All Packages" },
  { value: "domestic", label: "Domestic" },
  { value: "international", label: "International" },
] as const;
type CategoryFilter = (typeof categoryOptions)[number]["value"];

export type TourFilters = { q: string; category: CategoryFilter };

/** Search and category from a page's query string (`?q=…&category=…`); anything unknown means "all". */
export function tourFiltersFrom(params: URLSearchParams): TourFilters {
  const category = params.get("category") ?? "all";
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    category: categoryOptions.some((option) => option.value === category)
      ? (category as CategoryFilter)
      : "all",
  };
}

/** The query string for these filters, leaving out what is at its default so URLs stay short. */
export function tourFiltersQuery(filters: TourFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim() !== "") params.set("q", filters.q);
  if (filters.category !== "all") params.set("category", filters.category);
  return params;
}

/** docs/product.md §5: case-insensitive substring of title or destination; category exact unless "all". */
export function filterTours<T extends Pick<TourSummary, "title" | "destination" | "category">>(
  tours: readonly T[],
  filters: TourFilters,
): T[] {
  return tours.filter(
    (tour) =>
      (filters.category === "all" || tour.category === filters.category) && matchesSearch(tour, filters.q),
  );
}

import { describe, expect, it } from "vitest";
import { filterTours, tourFiltersFrom, tourFiltersQuery } from "./tour-filters";

const tours = [
  { title: "Kerala Backwaters", destination: "Kerala", category: "domestic" as const },
  { title: "Bhutan Happiness Trail", destination: "Paro, Bhutan", category: "international" as const },
  { title: "Ladakh Classic", destination: "Leh Ladakh", category: "domestic" as const },
];

describe("tour filters", () => {
  it("reads the query and falls back to all for an unknown category", () => {
    expect(tourFiltersFrom(new URLSearchParams("q=ker&category=domestic"))).toEqual({
      q: "ker",
      category: "domestic",
    });
    expect(tourFiltersFrom(new URLSearchParams("category=mars")).category).toBe("all");
  });

  it("writes only what differs from the defaults", () => {
    expect(tourFiltersQuery({ q: "", category: "all" }).toString()).toBe("");
    expect(tourFiltersQuery({ q: "leh", category: "international" }).toString()).toBe(
      "q=leh&category=international",
    );
  });

  it("matches title or destination case-insensitively, and the category exactly", () => {
    expect(filterTours(tours, { q: "BHUTAN", category: "all" })).toHaveLength(1);
    expect(filterTours(tours, { q: "leh", category: "all" }).map((t) => t.title)).toEqual(["Ladakh Classic"]);
    expect(filterTours(tours, { q: "", category: "domestic" })).toHaveLength(2);
    expect(filterTours(tours, { q: "kerala", category: "international" })).toEqual([]);
  });
});

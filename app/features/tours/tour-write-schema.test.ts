import { describe, expect, it } from "vitest";
import { seedTours } from "../../../db/seed-data/tours";
import { daysNamedIn, tourCreateSchema, tourUpdateSchema } from "./tour-write-schema";

const newTour = (fields: Record<string, unknown>) =>
  tourCreateSchema.safeParse({
    title: "Spiti Circuit",
    description: "Seven days across high passes.",
    destination: "Spiti Valley",
    duration: "7 Days 6 Nights",
    price: "24999",
    ...fields,
  });

const errorsOf = (result: ReturnType<typeof newTour> | ReturnType<typeof tourUpdateSchema.safeParse>) =>
  result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

describe("a package's length in days (ADR 058)", () => {
  it("is read from a duration's text only as the days or nights it names", () => {
    expect(daysNamedIn("7 Days 6 Nights")).toBe(7);
    expect(daysNamedIn("6N/7D")).toBe(7);
    expect(daysNamedIn("5 nights")).toBe(6);
    expect(daysNamedIn("0 Days")).toBe(1);
    expect(daysNamedIn("A long weekend")).toBeNull();
    expect(daysNamedIn("")).toBeNull();
  });

  it("is taken as typed, 1 to 60, from the form's text or the API's number", () => {
    expect(newTour({ duration_days: "9" }).data?.duration_days).toBe(9);
    expect(newTour({ duration_days: " 60 " }).data?.duration_days).toBe(60);
    expect(newTour({ duration_days: 1 }).data?.duration_days).toBe(1);
    const message = "Must be a whole number of days from 1 to 60";
    for (const wrong of ["0", "61", "x", "7.5", "-3"]) {
      expect(errorsOf(newTour({ duration_days: wrong })), wrong).toEqual({ duration_days: message });
    }
  });

  it("on a new package without it, is counted from the duration, 1 when the text names none", () => {
    expect(newTour({}).data?.duration_days).toBe(7);
    expect(newTour({ duration_days: "" }).data?.duration_days).toBe(7);
    expect(newTour({ duration: "4N/5D" }).data?.duration_days).toBe(5);
    expect(newTour({ duration: "A long weekend" }).data?.duration_days).toBe(1);
    expect(errorsOf(newTour({ duration: "90 Days" }))).toEqual({
      duration_days: "The duration names 90 days: a package lasts 1 to 60 days",
    });
  });

  it("on an update, changes with a new duration only when the text names days", () => {
    expect(tourUpdateSchema.parse({ price: "100" }).duration_days).toBeUndefined();
    expect(tourUpdateSchema.parse({ duration: "5 Days 4 Nights" }).duration_days).toBe(5);
    expect(tourUpdateSchema.parse({ duration: "5 Days", duration_days: "6" }).duration_days).toBe(6);
    expect(tourUpdateSchema.parse({ duration: "Seven days in Spiti" }).duration_days).toBeUndefined();
    expect(tourUpdateSchema.parse({ duration_days: "" }).duration_days).toBeUndefined();
    expect(errorsOf(tourUpdateSchema.safeParse({ duration_days: "61" }))).toEqual({
      duration_days: "Must be a whole number of days from 1 to 60",
    });
  });
});

describe("the demo packages", () => {
  it("last the days their text names, one itinerary entry a day", () => {
    for (const tour of seedTours) {
      expect([daysNamedIn(tour.duration), tour.itenory.length], tour.slug).toEqual([
        tour.duration_days,
        tour.duration_days,
      ]);
    }
  });
});

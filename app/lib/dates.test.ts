import { describe, expect, it } from "vitest";
import { formatIndiaDateTime, formatTravelDate, formatTravelMonth, todayInIndia } from "./dates";

const intl = (options: Intl.DateTimeFormatOptions, locale = "en-IN") =>
  new Intl.DateTimeFormat(locale, options);

/** Every day of two years, and times across a day, against Intl's en-IN texts. */
const days = Array.from({ length: 731 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)));

describe("dates without Intl", () => {
  it("writes a travel date as Intl's long en-IN date", () => {
    const long = intl({ dateStyle: "long", timeZone: "UTC" });
    for (const day of days) expect(formatTravelDate(day.toISOString().slice(0, 10))).toBe(long.format(day));
  });

  it("writes a travel month as Intl's month and year", () => {
    const month = intl({ month: "long", year: "numeric", timeZone: "UTC" });
    for (const day of days.filter((d) => d.getUTCDate() === 1))
      expect(formatTravelMonth(day.toISOString().slice(0, 7))).toBe(month.format(day));
  });

  it("writes a moment in Asia/Kolkata as Intl's medium date and short time", () => {
    const moment = intl({ dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
    for (const day of days.filter((_, i) => i % 7 === 0))
      for (let minutes = 0; minutes < 24 * 60; minutes += 37) {
        const at = new Date(day.getTime() + minutes * 60_000);
        expect(formatIndiaDateTime(at)).toBe(moment.format(at));
        expect(formatIndiaDateTime(at.toISOString())).toBe(moment.format(at));
      }
  });

  it("gives today's date in India, across the UTC day", () => {
    const calendar = intl({ timeZone: "Asia/Kolkata" }, "en-CA");
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const at = new Date(Date.UTC(2026, 11, 31) + minutes * 60_000);
      expect(todayInIndia(at)).toBe(calendar.format(at));
    }
  });
});

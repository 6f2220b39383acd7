/** Calendar dates (no time zone shift) and their Indian English display. Safe for the browser. */

// No Intl here: a page's first Intl formatter loads the browser's locale data, 20–30 ms of a
// phone's main thread while the page hydrates (a package page's reviews, issue 24), and the
// browser's locale data may name a month differently from the server's. These are the texts
// Intl.DateTimeFormat("en-IN") gives on the server (dates.test.ts compares them).
const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);
const SHORT_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec".split(" ");
/** India keeps one offset all year: UTC+5:30. */
const INDIA_OFFSET_MS = 330 * 60_000;

const inIndia = (moment: Date) => new Date(moment.getTime() + INDIA_OFFSET_MS);

/** Today's calendar date where the agency and its travellers are, whatever the server's zone. */
export function todayInIndia(now = new Date()): string {
  return inIndia(now).toISOString().slice(0, 10);
}

/** "2026-05-01" plus n days, as a calendar date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The years a date may name anywhere in the agency's work (births to plans). Outside them a date
 * is a typo or a probe (`0000-10`, `9999-12`), and neither the JavaScript calendar (years below 100
 * read as 19xx) nor the next month after 9999 can stand for it.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !inYears(value)) return false;
  return addDays(value, 0) === value;
}

/** A month as YYYY-MM, within the same years as a date. */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && inYears(value);
}

/** Indian English long format, as the confirmation shows it: "1 May 2026". */
export function formatTravelDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** A UTC timestamp as the agency reads it, in Asia/Kolkata: "23 Nov 2026, 6:05 pm". */
export function formatIndiaDateTime(value: string | Date): string {
  const local = inIndia(typeof value === "string" ? new Date(value) : value);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, "0");
  const date = `${local.getUTCDate()} ${SHORT_MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${date}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** A month as "YYYY-MM" in words: "2026-10" → "October 2026" (a verified traveller's badge). */
export function formatTravelMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

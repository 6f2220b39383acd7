/** Calendar dates (no time zone shift) and their Indian English display. Safe for the browser. */

// Made once: building an Intl formatter costs far more than using one, and pages format dozens
// of dates (a package page's reviews). Made on first use: four of them built when the module loads
// cost a phone about 10 ms of the page's start, whether the page shows a date or not (issue 24).
function once(options: Intl.DateTimeFormatOptions, locale = "en-IN"): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
const indiaCalendarDate = once({ timeZone: "Asia/Kolkata" }, "en-CA");
const travelDate = once({ dateStyle: "long", timeZone: "UTC" });
const indiaDateTime = once({ dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const travelMonth = once({ month: "long", year: "numeric", timeZone: "UTC" });

/** Today's calendar date where the agency and its travellers are, whatever the server's zone. */
export function todayInIndia(now = new Date()): string {
  return indiaCalendarDate().format(now);
}

/** "2026-05-01" plus n days, as a calendar date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

/** Indian English long format, as the confirmation shows it: "1 May 2026". */
export function formatTravelDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return travelDate().format(new Date(Date.UTC(y, m - 1, d)));
}

/** A UTC timestamp as the agency reads it, in Asia/Kolkata: "23 Nov 2026, 6:05 pm". */
export function formatIndiaDateTime(value: string | Date): string {
  return indiaDateTime().format(typeof value === "string" ? new Date(value) : value);
}

/** A month as "YYYY-MM" in words: "2026-10" → "October 2026" (a verified traveller's badge). */
export function formatTravelMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return travelMonth().format(new Date(Date.UTC(y, m - 1, 1)));
}

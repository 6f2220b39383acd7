import { addDays } from "~/lib/dates";
import type { PermitKind } from "../../../../domain/traveller-values";
import { HOME_COUNTRY } from "../../../../domain/traveller-values";

/** The trip's last day: the travel date plus the package's days (`duration_days`), less the first. */
export const returnDateOf = (travelDate: string, days: number) => addDays(travelDate, days - 1);

/** "2026-05-01" plus n calendar months (the day kept, or the month's last). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whole years from a date of birth to a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The permits a traveller of `nationality` needs on a route. */
export const permitsFor = (
  route: { indian: readonly PermitKind[]; foreign: readonly PermitKind[] },
  nationality: string,
): PermitKind[] => [...(nationality === HOME_COUNTRY ? route.indian : route.foreign)];

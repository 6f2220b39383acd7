import { addDays } from "~/lib/dates";
import { returnDateOf } from "../travellers/trip-dates";

/**
 * The steps of the trip's messages (issue 27, ADR 040), from the travel date and the return date
 * (travellers/trip-dates.ts: the travel date plus the package's days, less one). The numbers live
 * here; the emails and docs/product.md say them in words.
 */

/** The pre-departure briefing goes out this many days before the travel date. */
const BRIEFING_DAYS_BEFORE = 7;
/** The review request goes out this many days after the return date. */
const REVIEW_REQUEST_DAYS_AFTER = 2;
/** A day the job did not run is caught up, but a trip this long past gets no review request. */
export const REVIEW_REQUEST_LOOK_BACK_DAYS = 30;

/** The day the briefing is due: 7 days before travel. */
export const briefingDayOf = (travelDate: string) => addDays(travelDate, -BRIEFING_DAYS_BEFORE);

/** The day the review request is due: 2 days after the return date. */
export const reviewRequestDayOf = (travelDate: string, days: number) =>
  addDays(returnDateOf(travelDate, days), REVIEW_REQUEST_DAYS_AFTER);

/** "2026-10" for a trip that left in October 2026: the verified traveller's badge shows it. */
export const travelMonthOf = (travelDate: string) => travelDate.slice(0, 7);

import { z } from "zod";
import { isCalendarDate } from "./dates";
import { SCREEN_COUNT_CAP, keysetQueryShape, type ListKey } from "./keyset-page";

/**
 * Fields of the admin lists' GET filter forms (`?status=&from=&page=`). A form sends every field,
 * so an empty value means "no filter", not an error. Safe for the browser.
 */
export function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema,
  );
}

export const pageField = blankAsMissing(
  z
    .string()
    .regex(/^\d{1,6}$/, "Page must be a whole number from 1")
    .transform(Number)
    .refine((page) => page >= 1, "Page must be a whole number from 1")
    .optional()
    .default(1),
);

/** An admin screen's `?cursor=`: past its numbered pages it goes on by cursor (ADR 029). */
export const screenCursorField = blankAsMissing(keysetQueryShape.cursor);

/**
 * Which rows an admin screen shows: a numbered page (only as deep as its capped count reaches, so
 * never more than a thousand rows skipped) or, past those, the page after a cursor.
 */
export function screenPageOf(
  query: { page: number; cursor?: ListKey | undefined },
  size: number,
): { limit: number; skip: number; cursor?: ListKey; page: number } {
  if (query.cursor) return { limit: size, skip: 0, cursor: query.cursor, page: 0 };
  const page = Math.min(query.page, Math.ceil(SCREEN_COUNT_CAP / size));
  return { limit: size, skip: (page - 1) * size, page };
}

/** A calendar date (YYYY-MM-DD) read as a day in Asia/Kolkata. */
export const dayField = blankAsMissing(
  z.string().refine(isCalendarDate, "Choose a valid date (YYYY-MM-DD)").optional(),
);

/** A calendar month (YYYY-MM), as an `<input type="month">` sends it. */
export const monthField = blankAsMissing(
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a valid month (YYYY-MM)")
    .optional(),
);

type ListQueryResult<T> = { query: T; errors: Record<string, string> };

/**
 * Reads a list's query string. A bad value does not fail the page: it is dropped, the list shows
 * as if it were not there, and its message goes beside the field.
 */
export function parseListQuery<S extends z.ZodType<object>>(
  schema: S,
  params: URLSearchParams,
): ListQueryResult<z.output<S>> {
  const input: Record<string, string> = Object.fromEntries(params);
  const errors: Record<string, string> = {};
  for (let attempt = 0; attempt < 8; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return { query: result.data, errors };
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      errors[key] ??= issue.message;
      delete input[key];
    }
  }
  return { query: schema.parse({}), errors };
}

/** The instant a calendar day begins in India (UTC+5:30 all year, no daylight saving). */
export function indiaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
export function firstOfNextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** A URL's query with some keys set or removed (empty or undefined removes). */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

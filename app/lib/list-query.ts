import { data } from "react-router";
import { z } from "zod";
import type { Db } from "../../db/client";
import { isCalendarDate, isCalendarMonth } from "./dates";
import {
  SCREEN_COUNT_CAP,
  cappedCountText,
  encodeCursor,
  keysetQueryShape,
  type CappedCount,
  type ListKey,
  type Page,
} from "./keyset-page";

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

/**
 * What an admin list screen's loader answers: the rows of the page shown, its number (0 when
 * reached by cursor), the capped count, the URL of the page after it and the filters' query.
 */
export type ScreenList<T> = {
  items: T[];
  older: string | null;
  page: number;
  count: CappedCount;
  filters: string;
};

/** What an admin list screen hands its filter bar: the parsed query, each bad value's message, the filters' query. */
export type ScreenFilters<Q> = { query: Q; errors: Record<string, string>; filters: string };

type ScreenQuery = { page: number; cursor?: ListKey | undefined };

/**
 * An admin list screen's loader: reads the query string with the screen's schema (a bad value
 * only drops that filter, parseListQuery), then fetches the page shown and the capped count
 * together from the list's `page` and `count` queries. Every text field of the query but the page and cursor is a filter the links keep.
 */
export async function loadScreenList<S extends z.ZodType<ScreenQuery>, T>(
  request: Request,
  schema: S,
  size: number,
  source: {
    db: Db;
    page: (db: Db, query: z.output<S> & ReturnType<typeof screenPageOf>) => Promise<Page<T>>;
    count: (db: Db, query: z.output<S>) => Promise<CappedCount>;
  },
): Promise<ScreenList<T> & ScreenFilters<z.output<S>>> {
  const { query, errors } = parseListQuery(schema, new URL(request.url).searchParams);
  const filters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "string" && value) filters.set(key, value);
  }
  const shown = screenPageOf(query, size);
  const [page, count] = await Promise.all([
    source.page(source.db, { ...query, ...shown }),
    source.count(source.db, query),
  ]);
  return {
    items: page.items,
    older: page.next && withParams(filters, { cursor: encodeCursor(page.next) }),
    page: shown.page,
    count,
    query,
    errors,
    filters: filters.toString(),
  };
}

/** "Showing 21–40 of 1,000+ bookings", or on a page reached by cursor "Showing 20 older bookings". */
export function screenListText(list: ScreenList<unknown>, size: number, noun: string): string {
  if (list.page === 0) return `Showing ${list.items.length} older ${noun}`;
  const first = (list.page - 1) * size + 1;
  return `Showing ${first}–${first + list.items.length - 1} of ${cappedCountText(list.count)} ${noun}`;
}

/** A calendar date (YYYY-MM-DD) read as a day in Asia/Kolkata. */
export const dayField = blankAsMissing(
  z.string().refine(isCalendarDate, "Choose a valid date (YYYY-MM-DD)").optional(),
);

/** A calendar month (YYYY-MM), as an `<input type="month">` sends it. */
export const monthField = blankAsMissing(
  z.string().refine(isCalendarMonth, "Choose a valid month (YYYY-MM)").optional(),
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

/**
 * A screen's loader answer: the page as usual, with 400 when a filter was refused (issue 37: an
 * out-of-range month or day is the caller's mistake, not a list), its message beside the field.
 */
export function withFilterStatus<T extends { errors: Record<string, string> }>(answer: T) {
  return Object.keys(answer.errors).length > 0 ? data(answer, { status: 400 }) : answer;
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

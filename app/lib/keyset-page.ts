import { z } from "zod";

/**
 * Every list of the API answers one page (ADR 029): newest first, `limit` rows (50 unless asked,
 * at most 500), and the next page's `cursor` in a `Link: <…>; rel="next"` header. The cursor is
 * opaque to clients: the last row's sort key, so page 10,000 costs what page 1 does (no OFFSET).
 * Safe for the browser.
 */
export const LIST_LIMIT_DEFAULT = 50;
const LIST_LIMIT_MAX = 500;

/** A row's place in a list: its sort value (an instant, a day or a number, as text) and its id. */
export type ListKey = [sortValue: string, id: string];

const KEY_PART = /^[\w:.+-]{1,64}$/;

export function encodeCursor(key: ListKey): string {
  return btoa(JSON.stringify(key)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The key a cursor holds, or null when it is not one this server wrote. */
export function decodeCursor(cursor: string): ListKey | null {
  try {
    const key: unknown = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      key.every((part) => typeof part === "string" && KEY_PART.test(part))
    ) {
      return key as ListKey;
    }
  } catch {
    // not base64 or not JSON: answered below like any other stranger
  }
  return null;
}

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`;

/** `?limit=`: rows in a page, `defaultLimit` unless asked, at most 500. */
export function limitField(defaultLimit = LIST_LIMIT_DEFAULT) {
  return z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= LIST_LIMIT_MAX, LIMIT_MESSAGE)
    .optional()
    .default(defaultLimit)
    .describe(`rows in the page (default ${defaultLimit}, at most ${LIST_LIMIT_MAX})`);
}

/** `?limit=&cursor=`: spread into a list's query schema (`z.object({ ...keysetQueryShape })`). */
export const keysetQueryShape = {
  limit: limitField(),
  cursor: z
    .string()
    .max(300)
    .transform((value, ctx) => {
      const key = decodeCursor(value);
      if (!key) ctx.addIssue({ code: "custom", message: "Unknown cursor: use the Link header's URL" });
      return key ?? z.NEVER;
    })
    .optional()
    .describe('where the page starts: copy it from the previous answer\'s Link rel="next"'),
};

/** What a list's query holds about the page. */
export type PageRequest = { limit: number; cursor?: ListKey | undefined };

/** One page of a list: its rows, and the key to continue after (null on the last page). */
export type Page<T> = { items: T[]; next: ListKey | null };

/**
 * The rows a query fetched (it asked for `limit + 1`) as a page: the extra row only says that
 * another page exists; the next one starts after the last row kept.
 */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => ListKey,
  map: (row: R) => T,
): Page<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { items: kept.map(map), next: rows.length > limit && last ? keyOf(last) : null };
}

/** A count that stops at `cap`: what an admin screen shows instead of counting a million rows. */
export type CappedCount = { count: number; capped: boolean };

export const SCREEN_COUNT_CAP = 1000;

/** "23" or "1,000+" */
export function cappedCountText({ count, capped }: CappedCount): string {
  return `${count.toLocaleString("en-IN")}${capped ? "+" : ""}`;
}

import { eq, gte, ilike, like, lt, or, type Column, type SQL } from "drizzle-orm";
import { joinedText, phoneDigits, phoneNational } from "../../db/search-expressions";
import { addDays } from "./dates";
import { indiaDayStart } from "./list-query";

/** `%` `_` and `\` of a search text matched as themselves in a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The admin lists' `?q=`: rows where any of `columns` contains the text, in any case. `%` and `_`
 * in the text match themselves, not any character.
 */
export function containsText(text: string, columns: Column[]): SQL {
  const pattern = likePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

/** Where a list searches: the columns of its trigram index, its phone and reference, if any. */
export type SearchSpec = {
  /** in the order migration 0010 joins them for the trigram index */
  text: Column[];
  phone?: Column;
  reference?: { column: Column; pattern: RegExp };
};

/** A search text that is a phone number: digits with the usual separators and a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * Rows matching a search, through an index on both databases (ADR 029): a reference
 * (`sf-7k3m9q`) finds its row by the unique index; a full phone number in any format
 * (`+91 98765 43210`, `09876543210`, `98765-43210`) by its last ten digits; part of a number by
 * the trigram index on the phone's digits; any other text by the trigram index on the joined
 * columns (`ILIKE '%text%'`, which pg_trgm serves from three characters on).
 */
export function searchMatch(q: string, spec: SearchSpec): SQL {
  const text = q.trim();
  const reference = spec.reference;
  if (reference && reference.pattern.test(text.toUpperCase())) {
    return eq(reference.column, text.toUpperCase());
  }
  const byText = ilike(joinedText(spec.text), likePattern(text));
  const digits = text.replace(/\D/g, "");
  if (spec.phone && PHONE_LIKE.test(text) && digits.length >= 3) {
    const byPhone =
      digits.length >= 10
        ? eq(phoneNational(spec.phone), digits.slice(-10))
        : like(phoneDigits(spec.phone), likePattern(digits));
    return or(byPhone, byText)!;
  }
  return byText;
}

/** What the admin lists of people's requests are narrowed by besides their own fields: the days and `?q=`. */
export type DaysAndSearch = { from?: string | undefined; to?: string | undefined; q?: string | undefined };

/**
 * The admin lists' `from`/`to` (YYYY-MM-DD, both days included): rows whose instant falls on
 * those days in Asia/Kolkata.
 */
export function onDays(column: Column, days: DaysAndSearch): SQL[] {
  const range: SQL[] = [];
  if (days.from) range.push(gte(column, indiaDayStart(days.from)));
  if (days.to) range.push(lt(column, indiaDayStart(addDays(days.to, 1))));
  return range;
}

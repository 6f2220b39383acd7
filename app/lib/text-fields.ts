import { z } from "zod";

// PostgreSQL text cannot hold NUL, and a line break in a name, subject or ID would only serve
// email-header or log tricks: single-line fields take no control characters at all. A lone UTF-16
// surrogate (\p{Cs} under the u flag) cannot be stored as sent either.
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const noControlCharacters = (value: string) => !CONTROL.test(value);
const CONTROL_MESSAGE = "Must not contain control characters";

/** A trimmed single-line text of at most `max` characters; `error` answers a value that is not text. */
export function singleLine(max: number, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(noControlCharacters, CONTROL_MESSAGE);
}

/** The same, required: `required` answers a missing, blank or non-text value. */
export function requiredLine(max: number, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`)
    .refine(noControlCharacters, CONTROL_MESSAGE);
}

/** The admin lists' free-text search (`?q=`): bookings, enquiries and orders share its rule. */
export const listSearchField = singleLine(100).optional();

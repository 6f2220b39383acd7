import { z } from "zod";
import { REFERENCE_LENGTH } from "./references";

/**
 * The field rules every form and API body shares (one email rule, one phone rule, one rule per kind
 * of text, one whole-number rule). Each feature's schema picks its own messages; the rule is here.
 */

// PostgreSQL text cannot hold NUL, and a line break in a name, subject or ID would only serve
// email-header or log tricks: single-line fields take no control characters at all, texts of
// several lines only their line breaks and tabs. A lone UTF-16 surrogate (\p{Cs} under the u
// flag) cannot be stored as sent either, so neither kind takes one.
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]|\p{Cs}/u;
const CONTROL_MESSAGE = "Must not contain control characters";

// Invisible format characters (\p{Cf}: right-to-left override, zero-width space, BOM, soft hyphen;
// line and paragraph separators) make a name or subject read differently from what it is, in
// lists, emails and logs (issue 22). Single-line fields refuse them, except the zero-width
// (non-)joiner between two letters: Malayalam, Hindi and other Indian scripts spell words with it.
const FORMAT = /[\p{Cf}\p{Zl}\p{Zp}]/u;
const JOINER_IN_A_WORD = /(?<=[\p{L}\p{M}])[\u200c\u200d](?=[\p{L}\p{M}])/gu;
const FORMAT_MESSAGE = "Must not contain invisible formatting characters";

/** True when a single-line text holds a format character other than a joiner inside a word. */
const hasFormatCharacters = (value: string) => FORMAT.test(value.replace(JOINER_IN_A_WORD, ""));

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** True when a text of several lines holds a control character other than a line break or a tab. */
export const hasControlCharacters = (value: string) => CONTROL_BUT_LINE_BREAKS.test(value);

/** A trimmed single-line text of at most `max` characters; `error` answers a value that is not text. */
export function singleLine(max: number, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => !CONTROL.test(value), CONTROL_MESSAGE)
    .refine((value) => !hasFormatCharacters(value), FORMAT_MESSAGE);
}

/** The same, required: `required` answers a missing, blank or non-text value. */
export function requiredLine(max: number, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong(max))
    .refine((value) => !CONTROL.test(value), CONTROL_MESSAGE)
    .refine((value) => !hasFormatCharacters(value), FORMAT_MESSAGE);
}

// A person's name (issue 22): letters of any script with their combining marks, spaces and . ' -
// (and the zero-width joiners some Indian scripts spell names with). No digits, no < > " & or
// other symbols, so a name read in an email, a list or a log is only ever a name.
const NAME = /^[\p{L}\p{M} .'\u2019-]*$/u;
const NAME_MESSAGE = "Please enter a name using letters only";

/** A required person's name of at most `max` characters: letters of any script, spaces, . ' - */
export function personName(max: number, required: string) {
  return requiredLine(max, required).refine(
    (value) => NAME.test(value.replace(JOINER_IN_A_WORD, "")),
    NAME_MESSAGE,
  );
}

/**
 * A trimmed text of several lines (a message, a comment, special requests): line breaks and tabs
 * kept, any other control character refused. With `required`, that message answers a missing,
 * blank or non-text value.
 */
export function multiLine(max: number, required?: string) {
  const text = z.string(required === undefined ? undefined : { error: required }).trim();
  return (required === undefined ? text : text.min(1, required))
    .max(max, tooLong(max))
    .refine((value) => !hasControlCharacters(value), CONTROL_MESSAGE);
}

/** The admin lists' free-text search (`?q=`): bookings, enquiries and orders share its rule. */
export const listSearchField = singleLine(100).optional();

const INVALID_EMAIL = "Please enter a valid email address";

/**
 * An email address, trimmed and lower-cased (one address, one spelling). With `required`, a
 * missing or blank value gets that message; otherwise every failure says `invalid`.
 */
export function emailField(messages: { required?: string; invalid?: string } = {}) {
  const { required, invalid = INVALID_EMAIL } = messages;
  const text = z.string({ error: required ?? invalid }).trim();
  return (required === undefined ? text : text.min(1, required))
    .max(254, invalid)
    .toLowerCase()
    .pipe(z.email(invalid));
}

/**
 * A phone number of `digits` digits, optionally after a "+": spaces, dots, dashes and brackets
 * between the digits are dropped. With `required`, a missing or blank value gets that message;
 * without, a blank one is accepted as "". `tooLong` answers a value of more than 30 characters.
 */
export function phoneField(options: {
  digits: readonly [min: number, max: number];
  invalid: string;
  required?: string;
  tooLong?: string;
}) {
  const { digits, invalid, required, tooLong = invalid } = options;
  const pattern = new RegExp(`^\\+?\\d{${digits[0]},${digits[1]}}$`);
  const text = z.string(required === undefined ? undefined : { error: required }).trim();
  return (required === undefined ? text : text.min(1, required))
    .max(30, tooLong)
    .transform((value) => value.replace(/[\s().-]/g, ""))
    .refine((value) => (value === "" ? required === undefined : pattern.test(value)), invalid);
}

/**
 * A whole number from JSON or as digits from a form or a query string. `message` answers anything
 * else; `tooSmall` and `tooLarge` (default: `message`) a number outside `min`..`max`. With
 * `digitGrouping`, "1,89,999" reads as 189999.
 */
export function wholeNumber(options: {
  min: number;
  max: number;
  message: string;
  tooSmall?: string;
  tooLarge?: string;
  digitGrouping?: boolean;
}) {
  const { min, max, message, tooSmall = message, tooLarge = message } = options;
  const digits = z
    .string()
    .trim()
    .transform((value) => (options.digitGrouping ? value.replace(/,/g, "") : value));
  return (
    z
      .union([z.number(), digits], { error: message })
      // at most 15 digits: every such number is exact in a double
      .refine((value) => typeof value === "number" || /^-?\d{1,15}$/.test(value), message)
      .transform(Number)
      .pipe(z.number().int(message).min(min, tooSmall).max(max, tooLarge))
  );
}

/**
 * A reference as people type it: any case, spaces or a missing prefix forgiven ("sf 7k3m9q" and
 * "7K3M9Q" both read as "SF-7K3M9Q" when the prefix is "SF"); one message for every way it is wrong.
 */
export function typedReference(prefix: string, pattern: RegExp, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(30, message)
    .transform((value) => {
      const compact = value.toUpperCase().replace(/[\s-]/g, "");
      const code =
        compact.startsWith(prefix) && compact.length > REFERENCE_LENGTH
          ? compact.slice(prefix.length)
          : compact;
      return `${prefix}-${code}`;
    })
    .refine((value) => pattern.test(value), message);
}

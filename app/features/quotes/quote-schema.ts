import { z } from "zod";
import { bookingContactFields, upcomingDateField } from "~/features/bookings/booking-schema";
import { isCalendarDate } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { keysetQueryShape } from "~/lib/keyset-page";
import { blankAsMissing, pageField, screenCursorField } from "~/lib/list-query";
import { listSearchField, multiLine, personName, requiredLine, wholeNumber } from "~/lib/text-fields";
import { quoteStatuses } from "../../../domain/quote-values";

/**
 * Custom quotes (issue 28, ADR 042): what staff compose, what the API answers and what the
 * traveller sends back from the quote page. Server-side only in public pages (the quote page's
 * components read `domain/quote-values.ts`, never this file).
 */

export const quoteMessages = {
  notFound: "No such quote",
  contactNotFound: "No such contact",
  linkInvalid: "This quote link is not valid",
  notDraft: "Only a draft can be changed: revise the quote to make a new version",
  alreadySent: "This version was sent already",
  sendExpired: "Valid until must be today or later to send the quote",
  noEmail: "The contact has no email address: add one before sending",
  reviseDraft: "This quote is still a draft: change it and send it",
  reviseLatest: "A newer version of this quote exists: revise that one",
  reviseAccepted: "This quote was accepted: it cannot be revised",
  expired: "This quote has expired. Please ask us for a fresh one.",
  superseded: "This quote was replaced by a newer version. Please open the latest one.",
  accepted: "This quote was accepted already.",
  notSent: "This quote is not open for acceptance.",
  acceptedNow: "Thank you! Your booking is made; we have emailed you its details.",
  changesSent: "Thank you: we have your message and will send you a revised quote.",
  unknownPackage: "Please choose a package from the list",
  totalNegative: "The total cannot be below zero",
  validBeforeTravel: "Valid until must be on or before the travel date",
  needsApproval:
    "This quote is further below the package's own price than an agent may go (the agent discount limit in Settings): a manager or owner must approve it before it is sent",
  approved: "Price approved: the quote can be sent.",
} as const;

const MAX_DAYS = 60;
const MAX_LIST = 40;
const MAX_LINES = 30;
const MAX_AMOUNT = 100_000_000;

const dateField = (label: string) =>
  z
    .string({ error: `Please choose ${label}` })
    .trim()
    .min(1, `Please choose ${label}`)
    .refine(isCalendarDate, "Please choose a valid date (YYYY-MM-DD)");

const dayInput = z.object({
  title: requiredLine(200, "Please give each day a title"),
  description: multiLine(2000).optional().default(""),
});

const priceLineInput = z.object({
  label: requiredLine(200, "Please name each price line"),
  amount: wholeNumber({
    min: -MAX_AMOUNT,
    max: MAX_AMOUNT,
    message: "Amounts are whole rupees (a discount is negative)",
  }).describe("whole rupees; a discount is negative"),
});

const textList = (what: string) =>
  z
    .array(requiredLine(300, `Please fill in or remove each ${what}`), { error: `A list of ${what}s` })
    .max(MAX_LIST, `At most ${MAX_LIST} ${what}s`)
    .optional()
    .default([]);

/** `POST /api/contacts/{id}/quotes` and `PUT /api/quotes/{id}` (a draft), and the compose screen. */
export const quoteInputSchema = z.object({
  title: requiredLine(200, "Please give the quote a title"),
  package_id: z
    .union([z.string(), z.null()], { error: quoteMessages.unknownPackage })
    .optional()
    .transform((value) => (value ? value.trim().toLowerCase() : null))
    .refine((value) => value === null || isUuid(value), quoteMessages.unknownPackage)
    .describe("the package the quote started from, if any"),
  travel_date: upcomingDateField("travel date"),
  number_of_travelers: wholeNumber({
    min: 1,
    max: 500,
    message: "Travellers must be a whole number from 1 to 500",
  }),
  itinerary: z
    .array(dayInput, { error: "The itinerary is a list of days" })
    .max(MAX_DAYS, `At most ${MAX_DAYS} days`)
    .optional()
    .default([])
    .describe("day by day, in order; the day numbers are given by position"),
  inclusions: textList("inclusion"),
  exclusions: textList("exclusion"),
  price_lines: z
    .array(priceLineInput, { error: "The price is a list of lines" })
    .min(1, "Please add at least one price line")
    .max(MAX_LINES, `At most ${MAX_LINES} price lines`),
  valid_until: dateField("the last day the quote is valid"),
});
export type QuoteInput = z.output<typeof quoteInputSchema>;

const dayJson = z.object({ day: z.number().int(), title: z.string(), description: z.string() });
const lineJson = z.object({ label: z.string(), amount: z.number().int() });

/** A quote version as the admin API answers it. */
export const quoteJsonSchema = z.object({
  id: z.string(),
  number: z.string().describe("shared by every version, e.g. Q-2026-0001"),
  version: z.number().int(),
  status: z.enum(quoteStatuses),
  contact: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    stage: z.string(),
  }),
  title: z.string(),
  package_id: z.string().nullable(),
  travel_date: z.string(),
  number_of_travelers: z.number().int(),
  itinerary: z.array(dayJson),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  price_lines: z.array(lineJson),
  total: z.number().int().describe("whole rupees: the sum of the price lines, computed by the server"),
  valid_until: z.string(),
  supersedes: z.string().nullable(),
  superseded_by: z.string().nullable(),
  created_by: z.string().nullable().describe("the login ID of the staff member who wrote it"),
  changes_message: z.string().describe("the traveller's last request for changes"),
  sent_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  booking_id: z.string().nullable(),
  link: z.string().nullable().describe("the traveller's signed page, once sent"),
  approved_at: z
    .string()
    .nullable()
    .describe(
      "when a manager or owner approved the draft's price (an agent's quote below the discount limit)",
    ),
  created_at: z.string(),
});
export type QuoteJson = z.output<typeof quoteJsonSchema>;

/** `GET /api/quotes`: newest first, a page at a time. */
export const quoteListQuerySchema = z.object({
  status: z.enum(quoteStatuses, { error: "Unknown status" }).optional(),
  contact_id: z
    .string()
    .refine((value) => isUuid(value), "Unknown contact")
    .optional(),
  q: listSearchField.describe("number or title"),
  ...keysetQueryShape,
});

/** The admin's Quotes screen: `GET /admin/quotes?status=&q=&page=`. */
export const quoteAdminQuerySchema = z.object({
  status: blankAsMissing(z.enum(quoteStatuses, { error: "Unknown status" }).optional()),
  q: blankAsMissing(listSearchField),
  page: pageField,
  cursor: screenCursorField,
});
export const QUOTE_PAGE_SIZE = 20;

const tokenField = requiredLine(200, quoteMessages.linkInvalid).describe("the token of the quote's link");

/** `GET /api/quotes/view?token=` */
export const quoteViewQuerySchema = z.object({ token: tokenField });

/** `POST /api/quotes/accept`: the traveller confirms who travels. */
export const quoteAcceptSchema = z.object({
  token: tokenField,
  name: personName(100, "Please enter your full name"),
  email: bookingContactFields.customer_email,
  phone: bookingContactFields.customer_phone,
});
export type QuoteAcceptInput = z.output<typeof quoteAcceptSchema>;

/** `POST /api/quotes/changes`: a message back to the contact's owner. */
export const quoteChangesSchema = z.object({
  token: tokenField,
  message: multiLine(4000, "Please tell us what to change"),
});
export type QuoteChangesInput = z.output<typeof quoteChangesSchema>;

/** What the traveller's quote page and `GET /api/quotes/view` show. */
export const quoteViewSchema = z.object({
  token: z.string().describe("the token of the version shown (the latest)"),
  updated: z.boolean().describe("the link opened was of an earlier version"),
  number: z.string(),
  version: z.number().int(),
  status: z.enum(quoteStatuses),
  title: z.string(),
  travel_date: z.string(),
  number_of_travelers: z.number().int(),
  itinerary: z.array(dayJson),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  price_lines: z.array(lineJson),
  total: z.number().int(),
  valid_until: z.string(),
  expired: z.boolean(),
  can_accept: z.boolean(),
  traveller: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  booking: z.object({ reference: z.string(), page: z.string() }).nullable(),
  agency: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
});
export type QuoteView = z.output<typeof quoteViewSchema>;

/** What accepting answers: the booking made (or made before, by the same traveller). */
export const quoteAcceptedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.boolean(),
  booking: z.object({
    id: z.string(),
    reference: z.string(),
    total_amount: z.number().int(),
    page: z.string(),
  }),
});
export type QuoteAccepted = z.output<typeof quoteAcceptedSchema>;

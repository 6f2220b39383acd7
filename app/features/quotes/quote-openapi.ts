import { z } from "zod";
import { apiCalls, successSchema } from "~/lib/openapi";
import {
  quoteAcceptedSchema,
  quoteAcceptSchema,
  quoteChangesSchema,
  quoteInputSchema,
  quoteJsonSchema,
  quoteListQuerySchema,
  quoteMessages,
  quoteViewQuerySchema,
  quoteViewSchema,
} from "./quote-schema";

const written = z.object({ success: z.literal(true), quote: quoteJsonSchema });

/** Custom quotes (issue 28, ADR 042): staff compose and send; the traveller accepts or asks for changes. */
const call = apiCalls("Quotes");

export const quoteOperations = [
  call.page("GET /api/quotes", "listQuotes", {
    summary: "List quotes",
    description:
      "Every quote version, newest first, narrowed by `status`, `contact_id` or `q` (number or title). Versions of one quote share its number.",
    admin: true,
    query: quoteListQuerySchema,
    answers: {
      200: ["A page of quote versions", z.array(quoteJsonSchema)],
    },
  }),
  call("POST /api/contacts/{id}/quotes", "createQuote", {
    summary: "Compose a quote for a contact",
    description:
      "A draft quote for the contact: title, travel date, travellers, a day-by-day itinerary (numbered by position), inclusions, exclusions, price lines in whole rupees (a discount is negative) and the last day it is valid. The total is the sum of the lines, computed by the server. Numbered Q-<year>-NNNN.",
    admin: true,
    body: quoteInputSchema,
    answers: {
      201: ["The draft", written],
      404: quoteMessages.contactNotFound,
    },
  }),
  call("GET /api/quotes/{id}", "getQuote", {
    summary: "One quote version",
    description:
      "A quote version with its contact, status, versions before and after it, and its link once sent.",
    admin: true,
    answers: {
      200: ["The quote version", quoteJsonSchema],
      404: quoteMessages.notFound,
    },
  }),
  call("PUT /api/quotes/{id}", "updateQuote", {
    summary: "Change a draft quote",
    description:
      "Replaces a draft's content (the same fields as composing it). A sent version stays as the traveller saw it: 409; revise it instead.",
    admin: true,
    body: quoteInputSchema,
    answers: {
      200: ["The draft as saved", written],
      404: quoteMessages.notFound,
      409: quoteMessages.notDraft,
    },
  }),
  call("POST /api/quotes/{id}/send", "sendQuote", {
    summary: "Send a draft quote to the traveller",
    description:
      "Emails the contact a signed link to the quote's page (no login) and the quote as a PDF, marks the version sent, supersedes the version it revises (whose link then shows this one) and moves the contact to the stage `quoted`. 400 when its valid-until day has passed; 409 when it was sent already or the contact has no email, and when an agent sends a quote whose total is below its package's own price for the same travellers (per-person price times travellers) by more than the agent discount limit in Settings (10 % unless changed) and no manager or owner has approved it (`POST /api/quotes/{id}/approve`).",
    admin: true,
    answers: {
      200: ["Sent", written],
      404: quoteMessages.notFound,
      409: quoteMessages.needsApproval,
    },
  }),
  call("POST /api/quotes/{id}/approve", "approveQuote", {
    summary: "Approve a draft quote's price",
    description:
      "A manager or owner lets a draft go out at its price, below the agent discount limit; an agent can then send it. Changing the draft afterwards takes the approval away. 409 when the version was sent already.",
    admin: true,
    answers: {
      200: ["Approved", written],
      404: quoteMessages.notFound,
      409: quoteMessages.alreadySent,
    },
  }),
  call("POST /api/quotes/{id}/revise", "reviseQuote", {
    summary: "Revise a sent quote",
    description:
      "Copies a sent (or changes-requested) version into a new draft version of the same number, to change and send; sending it supersedes this one. A draft revision already open is answered again (200).",
    admin: true,
    answers: {
      200: ["The draft revision already open", written],
      201: ["The new draft version", written],
      404: quoteMessages.notFound,
      409: quoteMessages.reviseAccepted,
    },
  }),
  call("GET /api/quotes/view", "viewQuote", {
    summary: "A traveller's quote by its signed link",
    description:
      "The latest version of the quote the link was sent for (`updated` when the link was of an earlier version, `token` the latest's), whether it can still be accepted, and the booking once it was.",
    query: quoteViewQuerySchema,
    answers: {
      200: ["The quote", quoteViewSchema],
      404: quoteMessages.linkInvalid,
    },
  }),
  call("POST /api/quotes/accept", "acceptQuote", {
    summary: "Accept a quote",
    description:
      "The traveller confirms name, email and phone: a booking is made for the quoted total (its price lines kept, pending, the usual payment schedule), linked to the contact, who moves to `won`, and the booking confirmation is emailed. One booking per quote: the same traveller asking again gets it back (200). 409 for a quote expired, superseded or accepted by someone else. Rate-limited like bookings.",
    body: quoteAcceptSchema,
    answers: {
      200: ["Accepted before: the same booking", quoteAcceptedSchema],
      201: ["Accepted: the booking made", quoteAcceptedSchema],
      404: quoteMessages.linkInvalid,
      409: quoteMessages.expired,
    },
  }),
  call("POST /api/quotes/changes", "requestQuoteChanges", {
    summary: "Ask for changes to a quote",
    description:
      "The traveller's message is emailed to the contact's owner (or the agency when it has none) and the version's status becomes `changes_requested`; it can still be accepted as it is. Rate-limited like enquiries.",
    body: quoteChangesSchema,
    answers: {
      202: ["The message is on its way", successSchema],
      404: quoteMessages.linkInvalid,
      409: quoteMessages.superseded,
    },
  }),
];

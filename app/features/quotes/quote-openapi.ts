import { z } from "zod";
import { errorBodySchema, pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
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
export const quoteOperations: ApiOperation[] = [
  pagedList({
    path: "/api/quotes",
    operationId: "listQuotes",
    summary: "List quotes",
    description:
      "Every quote version, newest first, narrowed by `status`, `contact_id` or `q` (number or title). Versions of one quote share its number.",
    tag: "Quotes",
    admin: true,
    query: quoteListQuerySchema,
    responses: { 200: { description: "A page of quote versions", schema: z.array(quoteJsonSchema) } },
  }),
  {
    method: "post",
    path: "/api/contacts/{id}/quotes",
    operationId: "createQuote",
    summary: "Compose a quote for a contact",
    description:
      "A draft quote for the contact: title, travel date, travellers, a day-by-day itinerary (numbered by position), inclusions, exclusions, price lines in whole rupees (a discount is negative) and the last day it is valid. The total is the sum of the lines, computed by the server. Numbered Q-<year>-NNNN.",
    tag: "Quotes",
    admin: true,
    body: quoteInputSchema,
    responses: {
      201: { description: "The draft", schema: written },
      404: { description: quoteMessages.contactNotFound, schema: errorBodySchema },
    },
  },
  {
    method: "get",
    path: "/api/quotes/{id}",
    operationId: "getQuote",
    summary: "One quote version",
    description:
      "A quote version with its contact, status, versions before and after it, and its link once sent.",
    tag: "Quotes",
    admin: true,
    responses: {
      200: { description: "The quote version", schema: quoteJsonSchema },
      404: { description: quoteMessages.notFound, schema: errorBodySchema },
    },
  },
  {
    method: "put",
    path: "/api/quotes/{id}",
    operationId: "updateQuote",
    summary: "Change a draft quote",
    description:
      "Replaces a draft's content (the same fields as composing it). A sent version stays as the traveller saw it: 409; revise it instead.",
    tag: "Quotes",
    admin: true,
    body: quoteInputSchema,
    responses: {
      200: { description: "The draft as saved", schema: written },
      404: { description: quoteMessages.notFound, schema: errorBodySchema },
      409: { description: quoteMessages.notDraft, schema: errorBodySchema },
    },
  },
  {
    method: "post",
    path: "/api/quotes/{id}/send",
    operationId: "sendQuote",
    summary: "Send a draft quote to the traveller",
    description:
      "Emails the contact a signed link to the quote's page (no login) and the quote as a PDF, marks the version sent, supersedes the version it revises (whose link then shows this one) and moves the contact to the stage `quoted`. 400 when its valid-until day has passed; 409 when it was sent already or the contact has no email.",
    tag: "Quotes",
    admin: true,
    responses: {
      200: { description: "Sent", schema: written },
      404: { description: quoteMessages.notFound, schema: errorBodySchema },
      409: { description: quoteMessages.alreadySent, schema: errorBodySchema },
    },
  },
  {
    method: "post",
    path: "/api/quotes/{id}/revise",
    operationId: "reviseQuote",
    summary: "Revise a sent quote",
    description:
      "Copies a sent (or changes-requested) version into a new draft version of the same number, to change and send; sending it supersedes this one. A draft revision already open is answered again (200).",
    tag: "Quotes",
    admin: true,
    responses: {
      200: { description: "The draft revision already open", schema: written },
      201: { description: "The new draft version", schema: written },
      404: { description: quoteMessages.notFound, schema: errorBodySchema },
      409: { description: quoteMessages.reviseAccepted, schema: errorBodySchema },
    },
  },
  {
    method: "get",
    path: "/api/quotes/view",
    operationId: "viewQuote",
    summary: "A traveller's quote by its signed link",
    description:
      "The latest version of the quote the link was sent for (`updated` when the link was of an earlier version, `token` the latest's), whether it can still be accepted, and the booking once it was.",
    tag: "Quotes",
    query: quoteViewQuerySchema,
    responses: {
      200: { description: "The quote", schema: quoteViewSchema },
      404: { description: quoteMessages.linkInvalid, schema: errorBodySchema },
    },
  },
  {
    method: "post",
    path: "/api/quotes/accept",
    operationId: "acceptQuote",
    summary: "Accept a quote",
    description:
      "The traveller confirms name, email and phone: a booking is made for the quoted total (its price lines kept, pending, the usual payment schedule), linked to the contact, who moves to `won`, and the booking confirmation is emailed. One booking per quote: the same traveller asking again gets it back (200). 409 for a quote expired, superseded or accepted by someone else. Rate-limited like bookings.",
    tag: "Quotes",
    body: quoteAcceptSchema,
    responses: {
      200: { description: "Accepted before: the same booking", schema: quoteAcceptedSchema },
      201: { description: "Accepted: the booking made", schema: quoteAcceptedSchema },
      404: { description: quoteMessages.linkInvalid, schema: errorBodySchema },
      409: { description: quoteMessages.expired, schema: errorBodySchema },
    },
  },
  {
    method: "post",
    path: "/api/quotes/changes",
    operationId: "requestQuoteChanges",
    summary: "Ask for changes to a quote",
    description:
      "The traveller's message is emailed to the contact's owner (or the agency when it has none) and the version's status becomes `changes_requested`; it can still be accepted as it is. Rate-limited like enquiries.",
    tag: "Quotes",
    body: quoteChangesSchema,
    responses: {
      202: { description: "The message is on its way", schema: successSchema },
      404: { description: quoteMessages.linkInvalid, schema: errorBodySchema },
      409: { description: quoteMessages.superseded, schema: errorBodySchema },
    },
  },
];

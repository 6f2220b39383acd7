import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { apiCalls } from "~/lib/openapi";
import { consentJsonSchema } from "./consents/consent-schema";
import { complaintCreatedSchema, complaintInputSchema } from "./grievance/complaint-schema";
import { privacyRequestCreatedSchema, privacyRequestInputSchema } from "./requests/privacy-request-schema";

const call = apiCalls("Privacy");

const createdAnswer = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ success: z.literal(true), message: z.string() });

export const privacyOperations = [
  call("GET /api/consents", "listConsents", {
    summary: "One person's consents",
    description:
      "Every consent recorded for an email address or a phone number (by its last 10 digits), newest first: its purpose, the form it was given on, the privacy notice's version, when it was given and when withdrawn (DPDP Act 2023, s. 6).",
    admin: true,
    query: z.object({
      contact: z.string().describe("an email address, or a phone number (matched by its last 10 digits)"),
    }),
    answers: { 200: ["The consents (an empty list when none)", z.array(consentJsonSchema)] },
  }),
  call("POST /api/privacy-requests", "createPrivacyRequest", {
    summary: "Ask for a copy, a correction or the erasure of one's data",
    description:
      "A rights request under the DPDP Act 2023 (ss. 11 and 12). We email the address a link; the request opens when it is used, and is answered by `due_by`. The same request sent again within a minute (or with the same Idempotency-Key) answers the first one.",
    body: withHoneypotField(privacyRequestInputSchema),
    answers: {
      201: ["Received; the confirmation link is emailed", createdAnswer(privacyRequestCreatedSchema)],
      200: ["The same request, already received", createdAnswer(privacyRequestCreatedSchema)],
      409: "The Idempotency-Key was used for another request",
    },
  }),
  call("POST /api/complaints", "createComplaint", {
    summary: "Complain to the grievance officer",
    description:
      "A complaint under the Consumer Protection (E-Commerce) Rules 2020 (rule 4): acknowledged at once by email with its ticket, resolved within one month. The same complaint sent again within a minute (or with the same Idempotency-Key) answers the first one.",
    body: withHoneypotField(complaintInputSchema),
    answers: {
      201: ["Registered; the acknowledgement is emailed", createdAnswer(complaintCreatedSchema)],
      200: ["The same complaint, already registered", createdAnswer(complaintCreatedSchema)],
      409: "The Idempotency-Key was used for another complaint",
    },
  }),
];

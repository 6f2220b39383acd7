import { withHoneypotField } from "~/lib/honeypot-contract";
import { apiCalls, successSchema } from "~/lib/openapi";
import {
  chatLeadSchema,
  contactSubmissionSchema,
  enquiryListQuerySchema,
  enquiryPageJsonSchema,
} from "./enquiry-schema";

const call = apiCalls("Enquiries");

export const enquiryOperations = [
  call("POST /api/contact", "createEnquiry", {
    summary: "Send a lead or a newsletter signup",
    description:
      "Send a lead: the popup {name, phone, destination}, a newsletter signup {email, source} or the contact form {name, email, phone, subject, message}. A repeated signup answers 200 and is stored once.",
    body: withHoneypotField(contactSubmissionSchema),
    answers: {
      201: ["Stored (the agency is emailed, except for signups)", successSchema],
      200: ["Signup already on the list", successSchema],
    },
  }),
  call.page("GET /api/contact", "listEnquiries", {
    summary: "List enquiries",
    description:
      "The enquiry list, newest first, 10 a page unless `limit` says otherwise, optionally of one source or searched; " +
      "numbered pages reach the first 1,000 enquiries, the Link header every page",
    admin: true,
    query: enquiryListQuerySchema,
    answers: {
      200: ["One page of enquiries", enquiryPageJsonSchema],
    },
  }),
  call("POST /api/contact/chatbot", "createChatLead", {
    summary: "Send the chat assistant's lead",
    description: "The chat assistant's lead (mobile number of 10-12 digits)",
    body: withHoneypotField(chatLeadSchema),
    answers: {
      201: ["Stored; the agency is emailed", successSchema],
    },
  }),
];

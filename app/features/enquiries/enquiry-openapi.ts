import { withHoneypotField } from "~/lib/honeypot-contract";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import {
  chatLeadSchema,
  contactSubmissionSchema,
  enquiryListQuerySchema,
  enquiryPageJsonSchema,
} from "./enquiry-schema";

export const enquiryOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/contact",
    operationId: "createEnquiry",
    summary: "Send a lead or a newsletter signup",
    description:
      "Send a lead: the popup {name, phone, destination}, a newsletter signup {email, source} or the contact form {name, email, phone, subject, message}. A repeated signup answers 200 and is stored once.",
    tag: "Enquiries",
    body: withHoneypotField(contactSubmissionSchema),
    responses: {
      201: { description: "Stored (the agency is emailed, except for signups)", schema: successSchema },
      200: { description: "Signup already on the list", schema: successSchema },
    },
  },
  pagedList({
    path: "/api/contact",
    operationId: "listEnquiries",
    summary: "List enquiries",
    description:
      "The enquiry list, newest first, 10 a page unless `limit` says otherwise, optionally of one source or searched; " +
      "numbered pages reach the first 1,000 enquiries, the Link header every page",
    tag: "Enquiries",
    admin: true,
    query: enquiryListQuerySchema,
    responses: { 200: { description: "One page of enquiries", schema: enquiryPageJsonSchema } },
  }),
  {
    method: "post",
    path: "/api/contact/chatbot",
    operationId: "createChatLead",
    summary: "Send the chat assistant's lead",
    description: "The chat assistant's lead (mobile number of 10-12 digits)",
    tag: "Enquiries",
    body: withHoneypotField(chatLeadSchema),
    responses: { 201: { description: "Stored; the agency is emailed", schema: successSchema } },
  },
];

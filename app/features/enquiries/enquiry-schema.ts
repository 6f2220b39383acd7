import { z } from "zod";
import {
  emailField,
  listSearchField,
  multiLine,
  personName,
  phoneField,
  singleLine,
  wholeNumber,
} from "~/lib/text-fields";
import { enquirySources, signupSources } from "../../../domain/enquiry-values";
import { keysetQueryShape, limitField } from "~/lib/keyset-page";

export { enquirySources, type EnquirySource } from "../../../domain/enquiry-values";

export const ENQUIRY_PAGE_SIZE = 10;

export const messages = {
  contact: "Message sent successfully!",
  signup: "Thank you for subscribing!",
  popup: "Thank you! Our travel expert will call you shortly.",
  chatbot: "Thank you! Your details have been saved.",
  invalidEmail: "Please enter a valid email address",
  invalidMobile: "Please enter a valid mobile number (10-12 digits)",
} as const;

const optionalLine = (max: number) => singleLine(max).optional().default("");

const email = emailField({ invalid: messages.invalidEmail });

/** A 10-12 digit mobile number (docs/product.md §5). */
function phoneSchema(required: boolean) {
  return phoneField({
    digits: [10, 12],
    invalid: messages.invalidMobile,
    ...(required ? { required: messages.invalidMobile } : {}),
  });
}

/** "Plan Your Dream Vacation" popup. */
export const popupLeadSchema = z.object({
  name: personName(100, "Please enter your name"),
  phone: phoneSchema(true),
  destination: optionalLine(100),
});

/** Newsletter box (home) and offers-page newsletter. */
export const signupSchema = z.object({
  email,
  source: z.enum(signupSources, { error: "Unknown signup source" }),
});

/** The contact page's message form. */
export const contactMessageSchema = z.object({
  name: personName(100, "Please enter your name"),
  email,
  phone: phoneSchema(false).optional().default(""),
  subject: optionalLine(150),
  message: multiLine(5000, "Please enter your message"),
});

/** The chat assistant's lead: the 10-12 digit rule of docs/product.md §5. */
export const chatLeadSchema = z.object({
  name: personName(100, "Please enter your name"),
  phone: phoneSchema(true),
  timestamp: z.iso.datetime({ offset: true, error: "Must be an ISO date and time" }).optional(),
});

/** Everything `POST /api/contact` accepts: one of three shapes (documentation and typing). */
export const contactSubmissionSchema = z.union([popupLeadSchema, signupSchema, contactMessageSchema]);

type PopupLead = z.output<typeof popupLeadSchema>;
type Signup = z.output<typeof signupSchema>;
type ContactMessage = z.output<typeof contactMessageSchema>;
type ChatLead = z.output<typeof chatLeadSchema>;

export type EnquirySubmission =
  | { kind: "popup"; data: PopupLead }
  | { kind: "signup"; data: Signup }
  | { kind: "contact"; data: ContactMessage }
  | { kind: "chatbot"; data: ChatLead };

/**
 * The shape a `POST /api/contact` body means, read from its keys, so a bad field gets the
 * message of the form it came from rather than a union's "no shape matched".
 */
export function contactShapeOf(body: unknown) {
  const record = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (record.source === "popup") return { kind: "popup", schema: popupLeadSchema } as const;
  if ("source" in record && record.source !== "website" && record.source !== undefined) {
    return { kind: "signup", schema: signupSchema } as const;
  }
  if ("message" in record || "subject" in record || "email" in record) {
    return { kind: "contact", schema: contactMessageSchema } as const;
  }
  return { kind: "popup", schema: popupLeadSchema } as const;
}

/**
 * Query of the admin list `GET /api/contact`: numbered pages of 10 (docs/product.md §10.3) as deep as
 * the capped count reaches, and past them (or with any `limit`) the page after a `cursor`.
 */
export const enquiryListQuerySchema = z.object({
  page: wholeNumber({ min: 1, max: 999_999, message: "Page must be a whole number from 1" })
    .optional()
    .default(1),
  source: z.enum(enquirySources, { error: "Unknown source" }).optional(),
  q: listSearchField.describe("part of a name, email, phone (any format), destination or message"),
  ...keysetQueryShape,
  limit: limitField(ENQUIRY_PAGE_SIZE),
});

/** One enquiry as the admin sees it: docs/product.md §3 spelling. */
const enquiryJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  destination: z.string(),
  source: z.enum(enquirySources),
  timestamp: z.string().nullable().describe("the chat assistant's own time of the lead, if it sent one"),
  createdAt: z.string(),
});
export type Enquiry = z.output<typeof enquiryJsonSchema>;

/**
 * One page of the admin's enquiry list. `total` counts to 1,000 (and `pages` with it); past that,
 * follow the `Link` header. `page` is 0 on a page reached by cursor.
 */
export const enquiryPageJsonSchema = z.object({
  data: z.array(enquiryJsonSchema),
  pagination: z.object({
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    limit: z.number().int(),
  }),
});
export type EnquiryPage = z.output<typeof enquiryPageJsonSchema>;

import { z } from "zod";
import { listSearchField, requiredLine, singleLine } from "~/lib/text-fields";

/** Same values as the `enquiries.source` column (db/schema/enquiries.ts). */
export const enquirySources = [
  "website",
  "popup",
  "chatbot",
  "newsletter",
  "offers_page Subscription",
  "other",
] as const;
export type EnquirySource = (typeof enquirySources)[number];

/** The two signup boxes: a repeated email is accepted and stored once. */
export const signupSources = ["newsletter", "offers_page Subscription"] as const;

/** The contact form's subject choices (SPEC 5); the API also takes free text from older clients. */
export const contactSubjects = [
  "Package Inquiry",
  "Custom Trip Planning",
  "Booking Support",
  "General Information",
  "Feedback",
] as const;

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

const email = z
  .string({ error: messages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, messages.invalidEmail)
  .pipe(z.email(messages.invalidEmail));

/** 10-12 digits, optionally after a "+"; spaces, dots, dashes and brackets between digits are dropped. */
const PHONE = /^\+?\d{10,12}$/;
function phoneSchema(required: boolean) {
  return z
    .string({ error: required ? messages.invalidMobile : undefined })
    .trim()
    .max(30, messages.invalidMobile)
    .transform((value) => value.replace(/[\s().-]/g, ""))
    .refine((value) => (value === "" ? !required : PHONE.test(value)), messages.invalidMobile);
}

/** "Plan Your Dream Vacation" popup. */
export const popupLeadSchema = z.object({
  name: requiredLine(100, "Please enter your name"),
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
  name: requiredLine(100, "Please enter your name"),
  email,
  phone: phoneSchema(false).optional().default(""),
  subject: optionalLine(150),
  message: z
    .string({ error: "Please enter your message" })
    .trim()
    .min(1, "Please enter your message")
    .max(5000, "Must be at most 5000 characters")
    .refine((value) => !value.includes("\u0000"), "Must not contain control characters"),
});

/** The chat assistant's lead: SPEC's 10-12 digit rule. */
export const chatLeadSchema = z.object({
  name: requiredLine(100, "Please enter your name"),
  phone: phoneSchema(true),
  timestamp: z.iso.datetime({ offset: true, error: "Must be an ISO date and time" }).optional(),
});

/** Everything `POST /api/contact` accepts: one of three shapes (documentation and typing). */
export const contactSubmissionSchema = z.union([popupLeadSchema, signupSchema, contactMessageSchema]);

export type PopupLead = z.output<typeof popupLeadSchema>;
export type Signup = z.output<typeof signupSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ChatLead = z.output<typeof chatLeadSchema>;

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

/** Query of the admin list `GET /api/contact`. */
export const enquiryListQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, "Page must be a whole number from 1")
    .transform(Number)
    .refine((page) => page >= 1, "Page must be a whole number from 1")
    .optional()
    .default(1),
  source: z.enum(enquirySources, { error: "Unknown source" }).optional(),
  q: listSearchField,
});
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

/** One enquiry as the admin sees it: SPEC.md section 3 spelling. */
export type Enquiry = {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  destination: string;
  source: EnquirySource;
  /** the chat assistant's own time of the lead, if it sent one */
  timestamp: string | null;
  createdAt: string;
};

export type EnquiryPage = {
  data: Enquiry[];
  pagination: { page: number; pages: number; total: number; limit: number };
};

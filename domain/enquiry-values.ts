/**
 * The fixed value lists of an enquiry, defined once: the `enquiries` table (db/schema/enquiries.ts,
 * its CHECK constraint and the signup index included) and the zod schemas (enquiry-schema.ts)
 * both import them. No imports, so the browser and drizzle-kit can load it.
 */

/**
 * Every way a lead reaches the agency. The five sources of the first API plus `popup` (the "Plan
 * Your Dream Vacation" form).
 */
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
export const signupSources = [
  "newsletter",
  "offers_page Subscription",
] as const satisfies readonly EnquirySource[];

/** The contact form's subjects: the form (without zod, to keep it out of the page's JavaScript) and its schema share them. */
export const contactSubjects = [
  "Package Inquiry",
  "Custom Trip Planning",
  "Booking Support",
  "General Information",
  "Feedback",
] as const;

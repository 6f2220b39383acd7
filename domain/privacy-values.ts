/**
 * The value lists of personal-data duties (issue 40, ADR 055): consents, rights requests,
 * grievances and the breach log. Shared by the tables' CHECK constraints (db/schema/privacy.ts)
 * and the zod schemas. No imports.
 */

/** Why a person's data is used: what they agreed to when they sent a form. */
export const consentPurposes = [
  /** answering an enquiry (contact form, popup, chat) */
  "enquiry",
  /** running a booked trip, a waitlist place or a quote's trip */
  "booking",
  /** shipping a gear order */
  "order",
  /** newsletter and offers: separate from every other purpose, withdrawn in one click */
  "marketing",
  /** a child's details, entered by the parent or guardian who booked (DPDP Act 2023, s. 9) */
  "child_data",
] as const;

/** Which form the consent was given on. */
export const consentChannels = [
  "contact_form",
  "popup",
  "chat",
  "newsletter",
  "offers_newsletter",
  "booking_form",
  "waitlist_form",
  "quote_acceptance",
  "gear_order",
  "traveller_form",
] as const;

/** The three rights a person may ask for on the site (DPDP Act 2023, ss. 11 and 12). */
export const privacyRequestKinds = ["access", "correction", "erasure"] as const;

/** unconfirmed until the emailed link is opened; open until staff close it one way or the other. */
export const privacyRequestStatuses = ["unconfirmed", "open", "completed", "refused"] as const;

/** A complaint to the grievance officer: open until its outcome is written and emailed. */
export const complaintStatuses = ["open", "resolved"] as const;

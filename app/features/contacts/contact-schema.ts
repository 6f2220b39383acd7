import { z } from "zod";
import { contactNoteKinds, contactStageLabels, contactStages } from "../../../domain/contact-values";
import { isCalendarDate } from "~/lib/dates";
import { keysetQueryShape } from "~/lib/keyset-page";
import { blankAsMissing, dayField, pageField, screenCursorField } from "~/lib/list-query";
import { listSearchField, multiLine, singleLine } from "~/lib/text-fields";

export { contactStageLabels, contactStages };
export type ContactStage = (typeof contactStages)[number];

export const contactMessages = {
  notFound: "No contact has that id",
  lostNeedsReason: "Say why the contact was lost",
  nothingToChange: "Send stage, lost_reason, owner_id, next_follow_up or notes",
  unknownOwner: "No member of staff has that ID",
  mergeSelf: "A contact cannot be merged into itself",
  mergedAlready: "That contact was merged into another one already",
  noteRequired: "Write the note",
} as const;

const stageField = z.enum(contactStages, { error: "Choose new, contacted, quoted, won or lost" });
const ownerField = singleLine(64).describe("a staff member's login ID (as GET /api/staff shows it)");
const searchField = listSearchField.describe("part of a name or email, or a phone number in any format");

/** `GET /api/contacts`: one keyset page, newest first, by stage (`status`) and owner. */
export const contactListQuerySchema = z.object({
  q: searchField,
  status: stageField.optional(),
  owner: ownerField.optional(),
  ...keysetQueryShape,
});

export const CONTACT_PAGE_SIZE = 25;

/** The Contacts screen: the same filters, numbered pages and a list or board view. */
export const contactAdminQuerySchema = z.object({
  q: blankAsMissing(searchField),
  status: blankAsMissing(stageField.optional()),
  owner: blankAsMissing(ownerField.optional()),
  view: blankAsMissing(
    z.enum(["list", "board"], { error: "Choose list or board" }).optional().default("list"),
  ),
  page: pageField,
  cursor: screenCursorField,
});
export type ContactAdminQuery = z.output<typeof contactAdminQuerySchema>;

const followUpField = z
  .string()
  .refine(isCalendarDate, "Choose a valid date (YYYY-MM-DD)")
  .nullable()
  .describe("the next follow-up day (YYYY-MM-DD), or null for none");

/** `PATCH /api/contacts/{id}` and the contact page's form: a lost contact needs a reason. */
export const contactUpdateSchema = z
  .object({
    stage: stageField.optional(),
    lost_reason: singleLine(300).optional(),
    owner_id: ownerField.nullable().optional().describe("a staff member's login ID, or null for nobody"),
    next_follow_up: followUpField.optional(),
    notes: multiLine(5000).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: contactMessages.nothingToChange,
    path: ["stage"],
  })
  .refine((value) => value.stage !== "lost" || Boolean(value.lost_reason), {
    message: contactMessages.lostNeedsReason,
    path: ["lost_reason"],
  });
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

/** `POST /api/contacts/{id}/notes`: a note, or a call made. */
export const contactNoteSchema = z.object({
  kind: z.enum(contactNoteKinds, { error: "Choose note or call" }),
  text: multiLine(5000, contactMessages.noteRequired),
});
export type ContactNote = z.output<typeof contactNoteSchema>;

/** `POST /api/contacts/{id}/merge`: everything of this contact moves to `into`. */
export const contactMergeSchema = z.object({
  into: z.uuid("Choose the contact to merge into"),
});

export const contactJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().describe("E.164, e.g. +919876543210; empty when unknown"),
  stage: z.enum(contactStages),
  lost_reason: z.string(),
  owner_id: z.string().nullable().describe("the owner's login ID"),
  next_follow_up: z.string().nullable(),
  notes: z.string(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  referrer: z.string().describe("the referring site's host of the first landing"),
  merged_into: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactJson = z.output<typeof contactJsonSchema>;

const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.string().describe("note, call, stage, owner, follow_up, merge, enquiry, booking, payment, …"),
  title: z.string(),
  detail: z.string(),
  by: z.string().nullable().describe("the staff member's login ID, for what staff did"),
  link: z.string().nullable().describe("the admin page of the row, where there is one"),
});
export type TimelineEvent = z.output<typeof timelineEventSchema>;

export const contactDetailSchema = z.object({
  contact: contactJsonSchema,
  timeline: z.array(timelineEventSchema).describe("newest first"),
});

/** `GET /api/reports/lead-sources`: leads, bookings and booked value by campaign, between two days. */
export const leadSourceQuerySchema = z.object({ from: dayField, to: dayField });
export type LeadSourceQuery = z.output<typeof leadSourceQuerySchema>;

const leadSourceRowSchema = z.object({
  utm_source: z.string().describe('"" for visitors who came with no campaign'),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  leads: z.number().int(),
  bookings: z.number().int(),
  booked_value: z.number().describe("whole rupees, bookings not cancelled"),
});
export type LeadSourceRow = z.output<typeof leadSourceRowSchema>;

export const leadSourceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(leadSourceRowSchema),
});
export type LeadSourceReport = z.output<typeof leadSourceReportSchema>;

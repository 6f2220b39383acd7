import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import {
  contactDetailSchema,
  contactJsonSchema,
  contactListQuerySchema,
  contactMergeSchema,
  contactMessages,
  contactNoteSchema,
  contactUpdateSchema,
  leadSourceQuerySchema,
  leadSourceReportSchema,
} from "./contact-schema";

const contactAnswer = z.object({ success: z.literal(true), contact: contactJsonSchema });

const call = apiCalls("Contacts");

export const contactOperations = [
  call.page("GET /api/contacts", "listContacts", {
    summary: "List contacts",
    description:
      "The sales desk's contacts (one per person: every lead, booking, waitlist entry, payment claim and shop order belongs to one), newest first, " +
      "optionally of one stage (`status`) or owner (a staff login ID), or searched by name, email or phone in any format. Merged contacts are left out.",
    admin: true,
    query: contactListQuerySchema,
    answers: {
      200: ["One page of contacts", z.array(contactJsonSchema)],
    },
  }),
  call("GET /api/contacts/{id}", "getContact", {
    summary: "One contact with its timeline",
    description:
      "The contact and its timeline, newest first: its enquiries, bookings, payments, payment claims, waitlist entries, shop orders and emails sent, " +
      "and the staff's notes, calls and changes of stage, owner and follow-up. A merged contact answers with `merged_into` set; its history is on that contact.",
    admin: true,
    answers: {
      200: ["The contact", contactDetailSchema],
      404: contactMessages.notFound,
    },
  }),
  call("PATCH /api/contacts/{id}", "updateContact", {
    summary: "Change a contact's stage, owner, follow-up or notes",
    description:
      "`{ stage?, lost_reason?, owner_id?, next_follow_up?, notes? }`. Moving to `lost` needs a `lost_reason`. Each change of stage, owner and follow-up day goes on the timeline with the staff member who made it.",
    admin: true,
    body: contactUpdateSchema,
    answers: {
      200: ["Changed", contactAnswer],
      404: contactMessages.notFound,
      409: contactMessages.mergedAlready,
    },
  }),
  call("POST /api/contacts/{id}/notes", "addContactNote", {
    summary: "Note something about a contact, or a call made",
    description:
      '`{ kind: "note" | "call", text }`: added to the contact\'s timeline with the staff member who wrote it.',
    admin: true,
    body: contactNoteSchema,
    answers: {
      201: ["Noted", contactAnswer],
      404: contactMessages.notFound,
      409: contactMessages.mergedAlready,
    },
  }),
  call("POST /api/contacts/{id}/merge", "mergeContact", {
    summary: "Merge a contact into another",
    description:
      "`{ into }`: two contacts found to be one person. Every row of this contact (leads, bookings, waitlist entries, payment claims, shop orders, notes) moves to `into`, " +
      "which keeps what it knew and takes what it lacked; this contact keeps its row with `merged_into` set. Audited.",
    admin: true,
    body: contactMergeSchema,
    answers: {
      200: ["Merged: the contact kept", contactAnswer],
      404: contactMessages.notFound,
      409: contactMessages.mergedAlready,
    },
  }),
  call("GET /api/reports/lead-sources", "leadSourceReport", {
    summary: "Leads, bookings and booked value by campaign",
    description:
      "Per utm source, medium and campaign of the visitor's first landing (kept in a first-party cookie): leads and bookings made between `from` and `to` " +
      "(days in India; this month so far by default) and the value of the bookings not cancelled.",
    admin: true,
    query: leadSourceQuerySchema,
    answers: {
      200: ["The report", leadSourceReportSchema],
    },
  }),
];

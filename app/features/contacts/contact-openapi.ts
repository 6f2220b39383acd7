import { z } from "zod";
import { errorBodySchema, pagedList, type ApiOperation } from "~/lib/openapi";
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

export const contactOperations: ApiOperation[] = [
  pagedList({
    path: "/api/contacts",
    operationId: "listContacts",
    summary: "List contacts",
    description:
      "The sales desk's contacts (one per person: every lead, booking, waitlist entry, payment claim and shop order belongs to one), newest first, " +
      "optionally of one stage (`status`) or owner (a staff login ID), or searched by name, email or phone in any format. Merged contacts are left out.",
    tag: "Contacts",
    admin: true,
    query: contactListQuerySchema,
    responses: { 200: { description: "One page of contacts", schema: z.array(contactJsonSchema) } },
  }),
  {
    method: "get",
    path: "/api/contacts/{id}",
    operationId: "getContact",
    summary: "One contact with its timeline",
    description:
      "The contact and its timeline, newest first: its enquiries, bookings, payments, payment claims, waitlist entries, shop orders and emails sent, " +
      "and the staff's notes, calls and changes of stage, owner and follow-up. A merged contact answers with `merged_into` set; its history is on that contact.",
    tag: "Contacts",
    admin: true,
    responses: {
      200: { description: "The contact", schema: contactDetailSchema },
      404: { description: contactMessages.notFound, schema: errorBodySchema },
    },
  },
  {
    method: "patch",
    path: "/api/contacts/{id}",
    operationId: "updateContact",
    summary: "Change a contact's stage, owner, follow-up or notes",
    description:
      "`{ stage?, lost_reason?, owner_id?, next_follow_up?, notes? }`. Moving to `lost` needs a `lost_reason`. Each change of stage, owner and follow-up day goes on the timeline with the staff member who made it.",
    tag: "Contacts",
    admin: true,
    body: contactUpdateSchema,
    responses: {
      200: { description: "Changed", schema: contactAnswer },
      404: { description: contactMessages.notFound, schema: errorBodySchema },
      409: { description: contactMessages.mergedAlready, schema: errorBodySchema },
    },
  },
  {
    method: "post",
    path: "/api/contacts/{id}/notes",
    operationId: "addContactNote",
    summary: "Note something about a contact, or a call made",
    description:
      '`{ kind: "note" | "call", text }`: added to the contact\'s timeline with the staff member who wrote it.',
    tag: "Contacts",
    admin: true,
    body: contactNoteSchema,
    responses: {
      201: { description: "Noted", schema: contactAnswer },
      404: { description: contactMessages.notFound, schema: errorBodySchema },
      409: { description: contactMessages.mergedAlready, schema: errorBodySchema },
    },
  },
  {
    method: "post",
    path: "/api/contacts/{id}/merge",
    operationId: "mergeContact",
    summary: "Merge a contact into another",
    description:
      "`{ into }`: two contacts found to be one person. Every row of this contact (leads, bookings, waitlist entries, payment claims, shop orders, notes) moves to `into`, " +
      "which keeps what it knew and takes what it lacked; this contact keeps its row with `merged_into` set. Audited.",
    tag: "Contacts",
    admin: true,
    body: contactMergeSchema,
    responses: {
      200: { description: "Merged: the contact kept", schema: contactAnswer },
      404: { description: contactMessages.notFound, schema: errorBodySchema },
      409: { description: contactMessages.mergedAlready, schema: errorBodySchema },
    },
  },
  {
    method: "get",
    path: "/api/reports/lead-sources",
    operationId: "leadSourceReport",
    summary: "Leads, bookings and booked value by campaign",
    description:
      "Per utm source, medium and campaign of the visitor's first landing (kept in a first-party cookie): leads and bookings made between `from` and `to` " +
      "(days in India; this month so far by default) and the value of the bookings not cancelled.",
    tag: "Contacts",
    admin: true,
    query: leadSourceQuerySchema,
    responses: { 200: { description: "The report", schema: leadSourceReportSchema } },
  },
];

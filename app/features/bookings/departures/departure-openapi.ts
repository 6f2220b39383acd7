import { z } from "zod";
import { bookingJsonSchema } from "~/features/bookings/booking-schema";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import {
  departureAdminJsonSchema,
  departureInputSchema,
  departureJsonSchema,
  departureUpdateSchema,
  waitlistEntryJsonSchema,
  waitlistInputSchema,
  waitlistJoinedSchema,
  waitlistPageQuerySchema,
} from "./departure-schema";

const joinedAnswerSchema = successSchema.extend({ entry: waitlistJoinedSchema });

export const departureOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/tours/{id}/departures",
    operationId: "listTourDepartures",
    summary: "List a package's departures",
    description:
      "A package's departures from today on, by date, with the seats left (pending and confirmed bookings hold seats). " +
      "Status: open, closed (by the agency), sold_out or past.",
    tag: "Departures",
    responses: {
      200: { description: "Departures", schema: z.array(departureJsonSchema) },
      404: { description: "No such tour" },
    },
  },
  {
    method: "post",
    path: "/api/tours/{id}/departures",
    operationId: "createTourDeparture",
    summary: "Add a departure",
    description: "Add a fixed departure to a package: its date and seats",
    tag: "Departures",
    admin: true,
    body: departureInputSchema,
    responses: {
      201: { description: "The new departure", schema: departureAdminJsonSchema },
      404: { description: "No such tour" },
      409: { description: "The package already departs on that date" },
    },
  },
  {
    method: "patch",
    path: "/api/tours/{id}/departures/{departureId}",
    operationId: "updateTourDeparture",
    summary: "Change, close or reopen a departure",
    description:
      "Change a departure's date, seats, note, or close and reopen it. Seats added or a reopening offer the freed seats to its waitlist.",
    tag: "Departures",
    admin: true,
    body: departureUpdateSchema,
    responses: {
      200: { description: "The departure", schema: departureAdminJsonSchema },
      404: { description: "No such departure of this tour" },
      409: {
        description:
          "Fewer seats than bookings already hold, a new date for a departure with bookings, or a date the package already departs on",
      },
    },
  },
  {
    method: "delete",
    path: "/api/tours/{id}/departures/{departureId}",
    operationId: "deleteTourDeparture",
    summary: "Delete a departure",
    description: "Delete a departure nobody holds seats on; its waitlist goes with it",
    tag: "Departures",
    admin: true,
    responses: {
      200: { description: "Deleted", schema: successSchema },
      404: { description: "No such departure of this tour" },
      409: { description: "Bookings hold seats on it: close it instead" },
    },
  },
  {
    method: "post",
    path: "/api/waitlist",
    operationId: "joinWaitlist",
    summary: "Join a departure's waitlist",
    description:
      "Join the waitlist of a departure that cannot seat the party. When seats free up, the first entries that fit are emailed, in order. " +
      "Joining again with the same email returns the entry already made.",
    tag: "Departures",
    body: withHoneypotField(waitlistInputSchema),
    responses: {
      201: { description: "On the waitlist", schema: joinedAnswerSchema },
      200: { description: "Already on this departure's waitlist", schema: joinedAnswerSchema },
      409: { description: "Seats are still available, or the departure is closed or past" },
    },
  },
  pagedList({
    path: "/api/waitlist",
    operationId: "listWaitlistEntries",
    summary: "List waitlist entries",
    description: "Waitlist entries, newest first, one page at a time, with what each was offered",
    tag: "Departures",
    admin: true,
    query: waitlistPageQuerySchema,
    responses: { 200: { description: "Entries", schema: z.array(waitlistEntryJsonSchema) } },
  }),

  {
    method: "delete",
    path: "/api/waitlist/{id}",
    operationId: "removeWaitlistEntry",
    summary: "Take an entry off the waitlist",
    description: "Take an entry off the waitlist (it stays listed as removed)",
    tag: "Departures",
    admin: true,
    responses: {
      200: { description: "Removed", schema: successSchema.extend({ entry: waitlistEntryJsonSchema }) },
      404: { description: "No such entry" },
      409: { description: "Already booked or removed" },
    },
  },
  {
    method: "post",
    path: "/api/waitlist/{id}/booking",
    operationId: "bookWaitlistEntry",
    summary: "Book a waitlist entry",
    description:
      "Turn a waitlist entry into a booking on its departure (the traveller is emailed as for any booking)",
    tag: "Departures",
    admin: true,
    responses: {
      201: {
        description: "Booked",
        schema: successSchema.extend({ booking: bookingJsonSchema, entry: waitlistEntryJsonSchema }),
      },
      404: { description: "No such entry" },
      409: {
        description:
          "Not enough seats left, the departure is closed or past, or the entry is no longer waiting",
      },
    },
  },
];

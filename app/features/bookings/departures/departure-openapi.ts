import { z } from "zod";
import { bookingJsonSchema } from "~/features/bookings/booking-schema";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { apiCalls, successSchema } from "~/lib/openapi";
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

const call = apiCalls("Departures");

export const departureOperations = [
  call("GET /api/tours/{id}/departures", "listTourDepartures", {
    summary: "List a package's departures",
    description:
      "A package's departures from today on, by date, with the seats left (pending and confirmed bookings hold seats). " +
      "Status: open, closed (by the agency), sold_out or past.",
    answers: {
      200: ["Departures", z.array(departureJsonSchema)],
      404: "No such tour",
    },
  }),
  call("POST /api/tours/{id}/departures", "createTourDeparture", {
    summary: "Add a departure",
    description: "Add a fixed departure to a package: its date and seats",
    admin: true,
    body: departureInputSchema,
    answers: {
      201: ["The new departure", departureAdminJsonSchema],
      404: "No such tour",
      409: "The package already departs on that date",
    },
  }),
  call("PATCH /api/tours/{id}/departures/{departureId}", "updateTourDeparture", {
    summary: "Change, close or reopen a departure",
    description:
      "Change a departure's date, seats, note, or close and reopen it. Seats added or a reopening offer the freed seats to its waitlist.",
    admin: true,
    body: departureUpdateSchema,
    answers: {
      200: ["The departure", departureAdminJsonSchema],
      404: "No such departure of this tour",
      409: "Fewer seats than bookings already hold, a new date for a departure with bookings, or a date the package already departs on",
    },
  }),
  call("DELETE /api/tours/{id}/departures/{departureId}", "deleteTourDeparture", {
    summary: "Delete a departure",
    description: "Delete a departure nobody holds seats on; its waitlist goes with it",
    admin: true,
    answers: {
      200: ["Deleted", successSchema],
      404: "No such departure of this tour",
      409: "Bookings hold seats on it: close it instead",
    },
  }),
  call("POST /api/waitlist", "joinWaitlist", {
    summary: "Join a departure's waitlist",
    description:
      "Join the waitlist of a departure that cannot seat the party. When seats free up, the first entries that fit are emailed, in order. " +
      "Joining again with the same email returns the entry already made.",
    body: withHoneypotField(waitlistInputSchema),
    answers: {
      201: ["On the waitlist", joinedAnswerSchema],
      200: ["Already on this departure's waitlist", joinedAnswerSchema],
      409: "Seats are still available, or the departure is closed or past",
    },
  }),
  call.page("GET /api/waitlist", "listWaitlistEntries", {
    summary: "List waitlist entries",
    description: "Waitlist entries, newest first, one page at a time, with what each was offered",
    admin: true,
    query: waitlistPageQuerySchema,
    answers: {
      200: ["Entries", z.array(waitlistEntryJsonSchema)],
    },
  }),

  call("DELETE /api/waitlist/{id}", "removeWaitlistEntry", {
    summary: "Take an entry off the waitlist",
    description: "Take an entry off the waitlist (it stays listed as removed)",
    admin: true,
    answers: {
      200: ["Removed", successSchema.extend({ entry: waitlistEntryJsonSchema })],
      404: "No such entry",
      409: "Already booked or removed",
    },
  }),
  call("POST /api/waitlist/{id}/booking", "bookWaitlistEntry", {
    summary: "Book a waitlist entry",
    description:
      "Turn a waitlist entry into a booking on its departure (the traveller is emailed as for any booking)",
    admin: true,
    answers: {
      201: ["Booked", successSchema.extend({ booking: bookingJsonSchema, entry: waitlistEntryJsonSchema })],
      404: "No such entry",
      409: "Not enough seats left, the departure is closed or past, or the entry is no longer waiting",
    },
  }),
];

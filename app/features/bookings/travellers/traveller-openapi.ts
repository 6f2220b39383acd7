import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import { bookingLookupSchema } from "../lookup/booking-lookup-schema";
import {
  adminTravellersAnswerSchema,
  permitUpdatedSchema,
  permitUpdateSchema,
  revealAnswerSchema,
  travellersAnswerSchema,
  travellersInputSchema,
} from "./traveller-schema";

const call = apiCalls("Bookings");

export const travellerOperations = [
  call("GET /api/bookings/travellers", "getBookingTravellers", {
    summary: "A traveller's own booking: its travellers' details",
    description:
      "The travellers' details given so far, when the reference and the email or phone used to book both match " +
      "(the same 404 whichever is wrong): ID numbers masked to their last 4 characters, the due date, the " +
      "permits the route needs by nationality, and warnings (a passport expiring within six months of the " +
      "return date, a permit that may not be ready in time). Rate-limited like lookups.",
    query: bookingLookupSchema,
    answers: {
      200: ["The travellers", travellersAnswerSchema],
      404: "No booking with that reference and contact",
    },
  }),
  call("PUT /api/bookings/travellers", "saveBookingTravellers", {
    summary: "Give a booking's travellers' details",
    description:
      "Replaces the travellers' details of the booking whose reference and contact match (query), in order, " +
      "at most its number of travellers: name as on the ID, date of birth, gender, nationality (ISO 3166-1 " +
      "alpha-2), ID type and number (an Aadhaar number must pass its Verhoeff check digit; foreign nationals " +
      "give their passport), passport_expiry (required for a passport; with any other ID type ignored and " +
      "stored as null), an emergency contact, diet and medical notes. An ID number sent " +
      "back masked as GET answers it keeps the stored one. ID numbers are stored encrypted. Warnings do not " +
      "refuse the save. Rate-limited like lookups.",
    query: bookingLookupSchema,
    body: travellersInputSchema,
    answers: {
      200: ["Saved; the travellers as stored", travellersAnswerSchema],
      404: "No booking with that reference and contact",
      409: "The booking is cancelled",
    },
  }),
  call("GET /api/bookings/{id}/travellers", "listBookingTravellers", {
    summary: "A booking's travellers (staff)",
    description:
      "Each traveller's details with the ID number masked to its last 4 characters, age on the travel date, " +
      "the permits their nationality needs on the route and the permit's status.",
    admin: true,
    answers: {
      200: ["The travellers", adminTravellersAnswerSchema],
      404: "No such booking",
    },
  }),
  call("POST /api/bookings/{id}/travellers/{travellerId}/reveal", "revealTravellerIdNumber", {
    summary: "Show a traveller's ID number in full",
    description:
      "The traveller's ID number in clear, for a permit application or a hotel. Each reveal is written to the " +
      "audit log (who and which traveller, never the number). 409 once the number was deleted after the trip.",
    admin: true,
    answers: {
      200: ["The ID number", revealAnswerSchema],
      404: "No such traveller on this booking",
      409: "The ID number was deleted under the retention policy",
    },
  }),
  call("PUT /api/bookings/{id}/travellers/{travellerId}/permit", "updateTravellerPermit", {
    summary: "Track a traveller's permit",
    description:
      "Sets the permit's status (needed, applied, issued) and, optionally, its file (`permit_file`: a PDF, " +
      "JPEG or PNG of at most 5 MB, checked by content), kept encrypted. Audit-logged.",
    admin: true,
    bodyType: "multipart/form-data",
    body: permitUpdateSchema.extend({
      permit_file: z.string().optional().describe("the permit (binary: PDF, JPEG or PNG, at most 5 MB)"),
    }),
    answers: {
      200: ["Updated", permitUpdatedSchema],
      404: "No such traveller on this booking",
      413: "The file is larger than 5 MB",
    },
  }),
  call("GET /api/bookings/{id}/travellers/{travellerId}/permit", "getTravellerPermitFile", {
    summary: "A traveller's permit file",
    description: "The permit file on record, as uploaded (application/pdf, image/jpeg or image/png).",
    admin: true,
    answers: {
      200: "The file",
      404: "No such traveller or no permit file",
    },
  }),
];

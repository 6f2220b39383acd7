import { z } from "zod";
import type { ApiOperation } from "~/lib/openapi";
import { bookingLookupSchema } from "../lookup/booking-lookup-schema";
import {
  adminTravellersAnswerSchema,
  permitUpdatedSchema,
  permitUpdateSchema,
  revealAnswerSchema,
  travellersAnswerSchema,
  travellersInputSchema,
} from "./traveller-schema";

export const travellerOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/bookings/travellers",
    operationId: "getBookingTravellers",
    summary: "A traveller's own booking: its travellers' details",
    description:
      "The travellers' details given so far, when the reference and the email or phone used to book both match " +
      "(the same 404 whichever is wrong): ID numbers masked to their last 4 characters, the due date, the " +
      "permits the route needs by nationality, and warnings (a passport expiring within six months of the " +
      "return date, a permit that may not be ready in time). Rate-limited like lookups.",
    tag: "Bookings",
    query: bookingLookupSchema,
    responses: {
      200: { description: "The travellers", schema: travellersAnswerSchema },
      404: { description: "No booking with that reference and contact" },
    },
  },
  {
    method: "put",
    path: "/api/bookings/travellers",
    operationId: "saveBookingTravellers",
    summary: "Give a booking's travellers' details",
    description:
      "Replaces the travellers' details of the booking whose reference and contact match (query), in order, " +
      "at most its number of travellers: name as on the ID, date of birth, gender, nationality (ISO 3166-1 " +
      "alpha-2), ID type and number (an Aadhaar number must pass its Verhoeff check digit; foreign nationals " +
      "give their passport and its expiry), an emergency contact, diet and medical notes. An ID number sent " +
      "back masked as GET answers it keeps the stored one. ID numbers are stored encrypted. Warnings do not " +
      "refuse the save. Rate-limited like lookups.",
    tag: "Bookings",
    query: bookingLookupSchema,
    body: travellersInputSchema,
    responses: {
      200: { description: "Saved; the travellers as stored", schema: travellersAnswerSchema },
      404: { description: "No booking with that reference and contact" },
      409: { description: "The booking is cancelled" },
    },
  },
  {
    method: "get",
    path: "/api/bookings/{id}/travellers",
    operationId: "listBookingTravellers",
    summary: "A booking's travellers (staff)",
    description:
      "Each traveller's details with the ID number masked to its last 4 characters, age on the travel date, " +
      "the permits their nationality needs on the route and the permit's status.",
    tag: "Bookings",
    admin: true,
    responses: {
      200: { description: "The travellers", schema: adminTravellersAnswerSchema },
      404: { description: "No such booking" },
    },
  },
  {
    method: "post",
    path: "/api/bookings/{id}/travellers/{travellerId}/reveal",
    operationId: "revealTravellerIdNumber",
    summary: "Show a traveller's ID number in full",
    description:
      "The traveller's ID number in clear, for a permit application or a hotel. Each reveal is written to the " +
      "audit log (who and which traveller, never the number). 409 once the number was deleted after the trip.",
    tag: "Bookings",
    admin: true,
    responses: {
      200: { description: "The ID number", schema: revealAnswerSchema },
      404: { description: "No such traveller on this booking" },
      409: { description: "The ID number was deleted under the retention policy" },
    },
  },
  {
    method: "put",
    path: "/api/bookings/{id}/travellers/{travellerId}/permit",
    operationId: "updateTravellerPermit",
    summary: "Track a traveller's permit",
    description:
      "Sets the permit's status (needed, applied, issued) and, optionally, its file (`permit_file`: a PDF, " +
      "JPEG or PNG of at most 5 MB, checked by content), kept encrypted. Audit-logged.",
    tag: "Bookings",
    admin: true,
    bodyType: "multipart/form-data",
    body: permitUpdateSchema.extend({
      permit_file: z.string().optional().describe("the permit (binary: PDF, JPEG or PNG, at most 5 MB)"),
    }),
    responses: {
      200: { description: "Updated", schema: permitUpdatedSchema },
      404: { description: "No such traveller on this booking" },
      413: { description: "The file is larger than 5 MB" },
    },
  },
  {
    method: "get",
    path: "/api/bookings/{id}/travellers/{travellerId}/permit",
    operationId: "getTravellerPermitFile",
    summary: "A traveller's permit file",
    description: "The permit file on record, as uploaded (application/pdf, image/jpeg or image/png).",
    tag: "Bookings",
    admin: true,
    responses: {
      200: { description: "The file" },
      404: { description: "No such traveller or no permit file" },
    },
  },
];

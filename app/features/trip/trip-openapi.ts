import { z } from "zod";
import { apiCalls, successSchema } from "~/lib/openapi";
import {
  checkInInputSchema,
  checkInSchema,
  confirmationAnswerSchema,
  crewInputSchema,
  crewSchema,
  leaderLinkSchema,
  roomingInputSchema,
  roomingSchema,
  staysInputSchema,
  staysSchema,
  supplierAnswerInputSchema,
  supplierRequestInputSchema,
  vehiclesInputSchema,
  vehiclesSchema,
} from "./trip-schema";

const call = apiCalls("Trips");
const base = "/api/tours/{id}/departures/{departureId}";
const NO_DEPARTURE = "No such departure of this package";

export const tripOperations = [
  call(`GET ${base}/rooming`, "getDepartureRooming", {
    summary: "A departure's rooming list",
    description:
      "Rooms for everyone booked (pending and confirmed): each booking's travellers together, rooms of the sharing " +
      "booked and single rooms asked for, solo sharers paired by gender, a child of the package's band without a bed " +
      "where the package says so. Staff's changes are kept; travellers booked since are placed automatically.",
    admin: true,
    answers: { 200: ["The rooms", roomingSchema], 404: NO_DEPARTURE },
  }),
  call(`PUT ${base}/rooming`, "saveDepartureRooming", {
    summary: "Change a departure's rooms",
    description:
      "Staff's rooms, travellers named by booking reference and number: each traveller in one place at most, no " +
      "room with more travellers than beds. Anyone left out is unassigned.",
    admin: true,
    body: roomingInputSchema,
    answers: {
      200: ["The rooms", roomingSchema],
      400: "A traveller unknown, twice, or a room too full",
      404: NO_DEPARTURE,
    },
  }),
  call(`GET ${base}/stays`, "getDepartureStays", {
    summary: "Rooms needed and held, night by night",
    description:
      "For each night of the trip, the rooms the rooming list needs against those the properties hold.",
    admin: true,
    answers: { 200: ["The nights", staysSchema], 404: NO_DEPARTURE },
  }),
  call(`PUT ${base}/stays`, "saveDepartureStays", {
    summary: "Set the properties of each night",
    description:
      "Which supplier (hotel, homestay, camp) holds how many rooms of each sharing on each night; replaces them all.",
    admin: true,
    body: staysInputSchema,
    answers: {
      200: ["The nights", staysSchema],
      400: "A night outside the trip or an unknown supplier",
      404: NO_DEPARTURE,
    },
  }),
  call(`GET ${base}/stays/{supplierId}/rooming-list.pdf`, "downloadRoomingList", {
    summary: "A property's rooming list as a PDF",
    description: "The nights and the rooms with who sleeps in each, to send to the property.",
    admin: true,
    answers: {
      200: "The rooming list (application/pdf)",
      404: "The property holds no rooms on this departure",
    },
  }),
  call(`GET ${base}/vehicles`, "getDepartureVehicles", {
    summary: "A departure's vehicles and who rides in each",
    description:
      "Each booking kept in one vehicle where it fits; staff's moves kept; whoever has no seat is unassigned.",
    admin: true,
    answers: { 200: ["The vehicles", vehiclesSchema], 404: NO_DEPARTURE },
  }),
  call(`PUT ${base}/vehicles`, "saveDepartureVehicles", {
    summary: "Set a departure's vehicles",
    description:
      "The vehicles in order (one sent with its id is kept, one left out removed). A vehicle sent with travellers " +
      "carries exactly those; the rest are allocated automatically.",
    admin: true,
    body: vehiclesInputSchema,
    answers: {
      200: ["The vehicles", vehiclesSchema],
      400: "A vehicle too full or a traveller unknown",
      404: NO_DEPARTURE,
    },
  }),
  call(`GET ${base}/vehicles/{vehicleId}/duty-slip.pdf`, "downloadDutySlip", {
    summary: "A driver's duty slip as a PDF",
    description:
      "The vehicle and driver, the route and night halts day by day, the pickup, the travellers aboard with phone " +
      "numbers, the permits needed, the agency's emergency phone.",
    admin: true,
    answers: { 200: "The duty slip (application/pdf)", 404: "No such vehicle on this departure" },
  }),
  call(`GET ${base}/crew`, "getDepartureCrew", {
    summary: "A departure's guides and tour leader",
    description: "Who leads the departure: suppliers of kind guide, staff, or people named.",
    admin: true,
    answers: { 200: ["The crew", crewSchema], 404: NO_DEPARTURE },
  }),
  call(`PUT ${base}/crew`, "saveDepartureCrew", {
    summary: "Set a departure's guides and tour leader",
    description: "Replaces them; a supplier named must be of kind guide.",
    admin: true,
    body: crewInputSchema,
    answers: {
      200: ["The crew", crewSchema],
      400: "A supplier not a guide, or unknown staff",
      404: NO_DEPARTURE,
    },
  }),
  call(`POST ${base}/supplier-requests`, "requestFromSupplier", {
    summary: "Ask a supplier to hold rooms or a vehicle",
    description:
      "Emails the property its rooming list, or the vehicle's supplier its passenger list, as a PDF through the " +
      "outbox, and marks it requested (again, when asked before).",
    admin: true,
    body: supplierRequestInputSchema,
    answers: {
      201: ["The request", confirmationAnswerSchema],
      400: "No stay of that supplier, no supplier or no email address",
      404: "No such departure, supplier or vehicle",
    },
  }),
  call(`PUT ${base}/supplier-requests`, "recordSupplierAnswer", {
    summary: "Record a supplier's answer",
    description: "Confirmed (with the supplier's confirmation number) or declined.",
    admin: true,
    body: supplierAnswerInputSchema,
    answers: {
      200: ["The answer", confirmationAnswerSchema],
      404: NO_DEPARTURE,
      409: "Nothing was requested yet",
    },
  }),
  call(`POST ${base}/leader-link`, "createLeaderLink", {
    summary: "Make the tour leader's link",
    description:
      "A signed link to the leader's page of the departure, opening until a few days after the trip. The medical " +
      "notes it shows are recorded in the audit log (whose, never the notes).",
    admin: true,
    answers: { 201: ["The link", leaderLinkSchema], 404: NO_DEPARTURE },
  }),
  call(`DELETE ${base}/leader-link`, "revokeLeaderLinks", {
    summary: "Withdraw the tour leader's links",
    description: "Every link of the departure stops opening at once.",
    admin: true,
    answers: { 200: ["Withdrawn", successSchema], 404: NO_DEPARTURE },
  }),
  call(`GET ${base}/check-ins`, "listDepartureCheckIns", {
    summary: "The tour leader's headcounts",
    description: "Morning and evening headcounts sent from the leader's page, newest first (at most 200).",
    admin: true,
    answers: { 200: ["Headcounts", z.array(checkInSchema)], 404: NO_DEPARTURE },
  }),
  call("POST /api/trip/{token}/check-ins", "recordCheckIn", {
    summary: "Send a headcount from the leader's page",
    description:
      "The signed link is the credential. Each tick is stored once per idempotency_key: 201 the first time, 200 " +
      "with the same record when sent again.",
    body: checkInInputSchema,
    answers: {
      200: ["Already recorded", checkInSchema],
      201: ["Recorded", checkInSchema],
      404: "The link has expired or been withdrawn",
    },
  }),
];

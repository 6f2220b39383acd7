import { apiCalls } from "~/lib/openapi";
import { manifestQuerySchema, manifestSchema } from "./manifest-schema";

const call = apiCalls("Departures");

export const manifestOperations = [
  call("GET /api/tours/{id}/manifest", "getDepartureManifest", {
    summary: "A departure's manifest",
    description:
      "Who travels with the package on a date (a departure's, or a travel date of a package without " +
      "departures): every traveller of its pending and confirmed bookings (not the waitlist) with age, gender, " +
      "nationality, masked ID, permit and its status, diet, medical notes, emergency contact and room (rooms of " +
      "2 or 3 by the sharing chosen), and each booking's paid and balance.",
    admin: true,
    query: manifestQuerySchema,
    answers: {
      200: ["The manifest", manifestSchema],
      404: "No such package",
    },
  }),
  call("GET /api/tours/{id}/manifest.xlsx", "downloadDepartureManifest", {
    summary: "A departure's manifest as an Excel file",
    description:
      "The same manifest as an Excel workbook, in words (Female, India, Aadhaar, Triple sharing, Confirmed): " +
      "a Travellers sheet (ID numbers masked) and a Bookings sheet with each booking's total, paid and balance " +
      "and a Total row of sums.",
    admin: true,
    query: manifestQuerySchema,
    answers: {
      200: "The workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)",
      404: "No such package",
    },
  }),
  call("POST /api/tours/{id}/manifest.xlsx", "downloadDepartureManifestWithIdNumbers", {
    summary: "A departure's manifest with ID numbers in full",
    description:
      "The same workbook with every traveller's ID number in full and their date of birth and passport expiry " +
      "(blank when none), for the permit applications the owner files. Written to the audit log (traveller.ids_exported: the package, the date and how many numbers, " +
      "never the numbers). A POST, so that no prefetch or cache asks for it.",
    admin: true,
    query: manifestQuerySchema,
    answers: {
      200: "The workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)",
      404: "No such package",
    },
  }),
];

import type { ApiOperation } from "~/lib/openapi";
import { manifestQuerySchema, manifestSchema } from "./manifest-schema";

export const manifestOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/tours/{id}/manifest",
    operationId: "getDepartureManifest",
    summary: "A departure's manifest",
    description:
      "Who travels with the package on a date (a departure's, or a travel date of a package without " +
      "departures): every traveller of its pending and confirmed bookings (not the waitlist) with age, gender, " +
      "nationality, masked ID, permit and its status, diet, medical notes, emergency contact and room (rooms of " +
      "2 or 3 by the sharing chosen), and each booking's paid and balance.",
    tag: "Departures",
    admin: true,
    query: manifestQuerySchema,
    responses: {
      200: { description: "The manifest", schema: manifestSchema },
      404: { description: "No such package" },
    },
  },
  {
    method: "get",
    path: "/api/tours/{id}/manifest.xlsx",
    operationId: "downloadDepartureManifest",
    summary: "A departure's manifest as an Excel file",
    description:
      "The same manifest as an Excel workbook: a Travellers sheet (ID numbers masked) and a Bookings sheet " +
      "with each booking's paid and balance.",
    tag: "Departures",
    admin: true,
    query: manifestQuerySchema,
    responses: {
      200: {
        description: "The workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)",
      },
      404: { description: "No such package" },
    },
  },
  {
    method: "post",
    path: "/api/tours/{id}/manifest.xlsx",
    operationId: "downloadDepartureManifestWithIdNumbers",
    summary: "A departure's manifest with ID numbers in full",
    description:
      "The same workbook with every traveller's ID number in full, for the permit applications the owner " +
      "files. Written to the audit log (traveller.ids_exported: the package, the date and how many numbers, " +
      "never the numbers). A POST, so that no prefetch or cache asks for it.",
    tag: "Departures",
    admin: true,
    query: manifestQuerySchema,
    responses: {
      200: {
        description: "The workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)",
      },
      404: { description: "No such package" },
    },
  },
];

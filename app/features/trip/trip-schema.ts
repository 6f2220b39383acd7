import { z } from "zod";
import { phoneField, requiredLine, singleLine, wholeNumber, multiLine } from "~/lib/text-fields";
import { checkInMoments, confirmationStatuses, crewRoles, roomSharings } from "../../../domain/trip-values";

/** Running a departure (issue 43): what staff send and what the API answers. */

export const tripMessages = {
  notFound: "Departure not found",
  unknownTraveller: "No such traveller on this departure",
  twice: "This traveller is in two places",
  tooManyBeds: (beds: number) => `This room has ${beds} ${beds === 1 ? "bed" : "beds"}: too many travellers`,
  tooManySeats: (seats: number) => `This vehicle has ${seats} seats: too many travellers`,
  unknownSupplier: "No such supplier",
  unknownVehicle: "No such vehicle on this departure",
  noSupplierEmail: "This supplier has no email address: add one first",
  noSupplier: "This vehicle has no supplier to ask",
  noStay: "This supplier holds no rooms on this departure",
  nightRange: (nights: number) => `This trip has ${nights} ${nights === 1 ? "night" : "nights"}`,
  oneTarget: "Name a supplier of the stays or a vehicle",
  confirmationNumber: "Please enter the supplier's confirmation number",
  notRequested: "Nothing was requested of this supplier yet",
  linkGone: "This link has expired or been withdrawn: ask the agency for a new one",
  stored: "Saved",
} as const;

const uuid = z.uuid("Must be an id");

/** A traveller as staff name them: the booking and their place in it. */
const travellerRefSchema = z.object({
  booking_reference: requiredLine(20, "Please give the booking reference").transform((v) => v.toUpperCase()),
  number: wholeNumber({ min: 1, max: 500, message: "Must be the traveller's number in the booking" }),
});
export type TravellerRef = z.output<typeof travellerRefSchema>;

export const roomingInputSchema = z.object({
  rooms: z
    .array(
      z.object({
        id: singleLine(80).optional(),
        sharing: z.enum(roomSharings, "Must be single, double or triple"),
        stay: uuid.nullable().optional(),
        travellers: z.array(travellerRefSchema).min(1, "A room needs a traveller").max(8),
      }),
    )
    .max(500),
  unassigned: z.array(travellerRefSchema).max(1000).optional(),
});
export type RoomingInput = z.output<typeof roomingInputSchema>;

const placedTravellerSchema = z.object({
  traveller_id: z.uuid().nullable().describe("null until the traveller's details are given"),
  name: z.string(),
  booking_reference: z.string(),
  number: z.number().int().describe("the traveller's place in the booking, from 1"),
  gender: z.string().nullable(),
  no_bed: z.boolean().describe("a child sharing with their parents without a bed"),
});
export type PlacedTraveller = z.output<typeof placedTravellerSchema>;

const roomCountsSchema = z.object({
  single: z.number().int(),
  double: z.number().int(),
  triple: z.number().int(),
});
export type RoomCounts = z.output<typeof roomCountsSchema>;

export const roomingSchema = z.object({
  rooms: z.array(
    z.object({
      id: z.string(),
      sharing: z.enum(roomSharings),
      stay: z.uuid().nullable().describe("the property this room stays at, when not the night's"),
      travellers: z.array(placedTravellerSchema),
    }),
  ),
  unassigned: z.array(placedTravellerSchema),
  rooms_needed: roomCountsSchema,
  automatic: z.boolean().describe("true until staff change the rooms"),
});
export type Rooming = z.output<typeof roomingSchema>;

const roomCount = wholeNumber({ min: 0, max: 500, message: "Must be a number of rooms from 0 to 500" });

export const staysInputSchema = z
  .array(
    z.object({
      night: wholeNumber({ min: 1, max: 60, message: "Must be a night of the trip" }),
      supplier_id: uuid,
      rooms: z.object({
        single: roomCount.default(0),
        double: roomCount.default(0),
        triple: roomCount.default(0),
      }),
    }),
  )
  .max(300);
export type StaysInput = z.output<typeof staysInputSchema>;

const confirmationSchema = z.object({
  status: z.enum(confirmationStatuses),
  confirmation_number: z.string(),
  emailed_to: z.string(),
  requested_at: z.string(),
  answered_at: z.string().nullable(),
});
export type ConfirmationJson = z.output<typeof confirmationSchema>;

export const staysSchema = z.object({
  nights: z.array(
    z.object({
      night: z.number().int(),
      date: z.string().describe("the calendar date of the night (check-in)"),
      needed: roomCountsSchema,
      held: roomCountsSchema,
      stays: z.array(
        z.object({
          supplier_id: z.uuid(),
          supplier_name: z.string(),
          rooms: roomCountsSchema,
          confirmation: confirmationSchema.nullable(),
        }),
      ),
    }),
  ),
});
export type Stays = z.output<typeof staysSchema>;

export const vehiclesInputSchema = z
  .array(
    z.object({
      id: uuid.optional().describe("keeps an existing vehicle (its duty slip and confirmation)"),
      supplier_id: uuid.nullable().optional(),
      label: requiredLine(60, "Please name the vehicle (e.g. Tempo Traveller 1)"),
      seats: wholeNumber({ min: 1, max: 80, message: "Must be a number of seats from 1 to 80" }),
      vehicle_number: singleLine(20).optional().default(""),
      driver_name: singleLine(80).optional().default(""),
      driver_phone: phoneField({ digits: [10, 13], invalid: "Please enter a valid phone number" })
        .optional()
        .default(""),
      travellers: z
        .array(travellerRefSchema)
        .max(80)
        .optional()
        .describe("who rides in it; left out: allocated automatically"),
    }),
  )
  .max(40);
export type VehiclesInput = z.output<typeof vehiclesInputSchema>;

export const vehiclesSchema = z.object({
  vehicles: z.array(
    z.object({
      id: z.uuid(),
      supplier_id: z.uuid().nullable(),
      label: z.string(),
      seats: z.number().int(),
      vehicle_number: z.string(),
      driver_name: z.string(),
      driver_phone: z.string(),
      travellers: z.array(placedTravellerSchema),
      confirmation: confirmationSchema.nullable(),
    }),
  ),
  unassigned: z.array(placedTravellerSchema),
});
export type Vehicles = z.output<typeof vehiclesSchema>;

export const crewInputSchema = z
  .array(
    z.object({
      role: z.enum(crewRoles, "Must be tour_leader or guide"),
      supplier_id: uuid.nullable().optional(),
      admin_id: uuid.nullable().optional(),
      name: requiredLine(80, "Please give the name"),
      phone: phoneField({ digits: [10, 13], invalid: "Please enter a valid phone number" })
        .optional()
        .default(""),
    }),
  )
  .max(20);
export type CrewInput = z.output<typeof crewInputSchema>;

export const crewSchema = z.array(
  z.object({
    role: z.enum(crewRoles),
    supplier_id: z.uuid().nullable(),
    admin_id: z.uuid().nullable(),
    name: z.string(),
    phone: z.string(),
  }),
);

/** A stay's supplier (all its nights) or a vehicle: exactly one. */
const targetShape = { supplier_id: uuid.optional(), vehicle_id: uuid.optional() };
const oneTarget = (value: { supplier_id?: string; vehicle_id?: string }) =>
  (value.supplier_id === undefined) !== (value.vehicle_id === undefined);

export const supplierRequestInputSchema = z
  .object(targetShape)
  .refine(oneTarget, { message: tripMessages.oneTarget, path: ["supplier_id"] });

export const supplierAnswerInputSchema = z
  .object({
    ...targetShape,
    status: z.enum(["confirmed", "declined"], "Must be confirmed or declined"),
    confirmation_number: singleLine(60).optional().default(""),
  })
  .refine(oneTarget, { message: tripMessages.oneTarget, path: ["supplier_id"] })
  .refine((value) => value.status !== "confirmed" || value.confirmation_number !== "", {
    message: tripMessages.confirmationNumber,
    path: ["confirmation_number"],
  });
export type SupplierAnswerInput = z.output<typeof supplierAnswerInputSchema>;

export const confirmationAnswerSchema = confirmationSchema.extend({
  supplier_id: z.uuid().nullable(),
  vehicle_id: z.uuid().nullable(),
});

export const leaderLinkSchema = z.object({
  url: z.string().describe("the page's absolute address; it carries the signature"),
  expires_on: z.string().describe("the last day it opens"),
});

export const checkInInputSchema = z.object({
  idempotency_key: requiredLine(100, "Please send a key for this tick").pipe(
    z.string().min(8, "The key must be at least 8 characters"),
  ),
  moment: z.enum(checkInMoments, "Must be morning or evening"),
  day: z.iso.date("Must be a date (YYYY-MM-DD)"),
  present: wholeNumber({ min: 0, max: 500, message: "Must be a headcount" }),
  expected: wholeNumber({ min: 0, max: 500, message: "Must be a headcount" }),
  note: multiLine(500).optional().default(""),
  recorded_at: z.iso.datetime({ offset: true, message: "Must be a time (ISO 8601)" }),
});
export type CheckInInput = z.output<typeof checkInInputSchema>;

export const checkInSchema = z.object({
  id: z.uuid(),
  moment: z.enum(checkInMoments),
  day: z.string(),
  present: z.number().int(),
  expected: z.number().int(),
  note: z.string(),
  recorded_at: z.string(),
  received_at: z.string(),
});
export type CheckInJson = z.output<typeof checkInSchema>;

import { z } from "zod";
import { addDays, isCalendarDate, todayInIndia } from "~/lib/dates";
import { multiLine, personName, phoneField, singleLine } from "~/lib/text-fields";
import { countryCodes } from "../../../../domain/country-values";
import {
  ADULT_AGE,
  HOME_COUNTRY,
  permitKinds,
  permitStatuses,
  settablePermitStatuses,
  type PermitStatus,
  travellerGenders,
  travellerIdTypes,
} from "../../../../domain/traveller-values";
import { idNumberProblem, isMaskedIdNumber, normalIdNumber } from "./id-numbers";

/** One booking's travellers at most (the booking form's own limit). */
export const MAX_TRAVELLERS_LISTED = 500;
/** A passport must stay valid this many months after the return date (a warning, not a refusal). */
export const PASSPORT_VALID_MONTHS_AFTER_RETURN = 6;

export const travellerMessages = {
  saved: "Thank you: the travellers' details are saved.",
  notFound:
    "We could not find a booking with that reference and email or phone number. Please check both, or call us.",
  tooMany: (n: number) => `This booking is for ${n} traveller${n === 1 ? "" : "s"}: please list no more`,
  cancelled: "This booking is cancelled: its travellers' details can no longer be changed",
  keepNeedsStored: "Please enter the ID number again",
  travellerNotFound: "No such traveller on this booking",
  revealed: "ID number shown; the reveal is in the audit log",
  permitSaved: "Permit updated",
  permitFile: "Please choose the permit as a PDF, JPEG or PNG file",
  idPurged: "This ID number was deleted after the trip, as the retention policy says",
  seniors: (booked: number, shown: number) =>
    `This booking was priced with ${booked} traveller${booked === 1 ? "" : "s"} aged 60 or more, but the dates of birth show ${shown}. Please check them, or call us to change the booking.`,
  guardianNeeded:
    "A traveller is under 18: please confirm you are their parent or guardian, who may give their details",
} as const;

const dateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isCalendarDate, "Please enter a date as YYYY-MM-DD");

const optionalDate = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  dateField("Please enter a date").optional(),
);

const countries: readonly string[] = countryCodes;

/** Younger than 18 today: a child's ID number is optional (issue 38). */
function isMinor(dateOfBirth: string): boolean {
  if (!isCalendarDate(dateOfBirth)) return false;
  const adultOn = `${Number(dateOfBirth.slice(0, 4)) + ADULT_AGE}${dateOfBirth.slice(4)}`;
  return adultOn > todayInIndia();
}

/**
 * One traveller as the booking page's form and `PUT /api/bookings/travellers` send it. An ID
 * number sent back masked ("••••1234", as GET answers it) keeps the stored one (the service
 * checks there is one ending so); any other value is checked by its type's rule, an Aadhaar
 * number by its Verhoeff check digit. Foreign nationals travel on their passport. A passport's
 * expiry is required, Indian or foreign; with any other ID type an expiry sent is ignored and
 * stored as null (a form may still carry the hidden field), never refused.
 */
const travellerInputSchema = z
  .object({
    full_name: personName(100, "Please enter the full name as on the ID"),
    date_of_birth: dateField("Please enter the date of birth").refine((value) => {
      const today = todayInIndia();
      return value <= today && value >= addDays(today, -120 * 366);
    }, "Please enter a date of birth in the past"),
    gender: z.enum(travellerGenders, { error: "Please choose a gender" }),
    nationality: z
      .string({ error: "Please choose a nationality" })
      .trim()
      .toUpperCase()
      .refine(
        (value) => countries.includes(value),
        "Please choose a nationality (ISO country code, e.g. IN)",
      ),
    id_type: z.enum(travellerIdTypes, { error: "Please choose an ID type" }),
    // optional under 18 (checked below, with the date of birth)
    id_number: z
      .string({ error: "Please enter the ID number" })
      .trim()
      .max(40, "Please enter a valid ID number")
      .optional()
      .default(""),
    passport_expiry: optionalDate,
    emergency_contact_name: personName(100, "Please enter an emergency contact's name"),
    emergency_contact_phone: phoneField({
      digits: [10, 15],
      required: "Please enter an emergency contact's phone number",
      invalid: "Please enter a valid phone number (10-15 digits)",
    }),
    diet: singleLine(200, "Must be text").optional().default(""),
    medical_notes: multiLine(2000).optional().default(""),
  })
  .superRefine((traveller, ctx) => {
    const foreign = traveller.nationality !== HOME_COUNTRY;
    if (foreign && traveller.id_type !== "passport") {
      ctx.addIssue({
        code: "custom",
        path: ["id_type"],
        message: "Foreign nationals travel on their passport",
      });
    }
    if (traveller.id_type === "passport" && !traveller.passport_expiry) {
      ctx.addIssue({
        code: "custom",
        path: ["passport_expiry"],
        message: "Please enter the passport's expiry date",
      });
    }
    if (traveller.id_number === "") {
      if (!isMinor(traveller.date_of_birth)) {
        ctx.addIssue({ code: "custom", path: ["id_number"], message: "Please enter the ID number" });
      }
    } else if (!isMaskedIdNumber(traveller.id_number)) {
      const problem = idNumberProblem(traveller.id_type, traveller.id_number, traveller.nationality);
      if (problem) ctx.addIssue({ code: "custom", path: ["id_number"], message: problem });
    }
  })
  .transform((traveller) => ({
    ...traveller,
    id_number: isMaskedIdNumber(traveller.id_number)
      ? traveller.id_number
      : normalIdNumber(traveller.id_number),
    passport_expiry: traveller.id_type === "passport" ? (traveller.passport_expiry ?? null) : null,
  }));
export type TravellerInput = z.output<typeof travellerInputSchema>;

/** `PUT /api/bookings/travellers` and the booking page's form: the whole list, in order. */
export const travellersInputSchema = z.object({
  travellers: z
    .array(travellerInputSchema, { error: "Must be a list of travellers" })
    .min(1, "Please give at least one traveller's details")
    .max(MAX_TRAVELLERS_LISTED, `At most ${MAX_TRAVELLERS_LISTED} travellers`),
  guardian_confirmed: z
    .boolean({ error: "Must be true or false" })
    .optional()
    .default(false)
    .describe(
      "the person booking is the parent or guardian of every traveller under 18 (DPDP Act 2023, s. 9); required when one is, and recorded as consent",
    ),
});

/** A traveller as the traveller's own GET answers: the ID number masked to its last 4 characters. */
const travellerJsonSchema = z.object({
  full_name: z.string(),
  date_of_birth: z.string().describe("YYYY-MM-DD"),
  gender: z.enum(travellerGenders),
  nationality: z.string().describe("ISO 3166-1 alpha-2, e.g. IN"),
  id_type: z.enum(travellerIdTypes),
  id_number: z
    .string()
    .describe(
      'masked: "••••" and the last 4 characters; send it back unchanged to keep the number; "" once deleted',
    ),
  passport_expiry: z.string().nullable().optional(),
  emergency_contact_name: z.string(),
  emergency_contact_phone: z.string(),
  diet: z.string().optional(),
  medical_notes: z.string().optional(),
});
export type TravellerJson = z.output<typeof travellerJsonSchema>;

const warningSchema = z.object({
  path: z.string().describe('the field it is about, e.g. "travellers.0.passport_expiry"'),
  message: z.string(),
});
export type TravellerWarning = z.output<typeof warningSchema>;

const permitNeedSchema = z.object({
  indian: z.array(z.enum(permitKinds)).describe("permits Indian citizens need on this route"),
  foreign: z.array(z.enum(permitKinds)).describe("permits foreign nationals need on this route"),
  days_to_obtain: z.number().int(),
  group_rule: z.string(),
});
export type PermitNeed = z.output<typeof permitNeedSchema>;

/** The answer of GET and PUT /api/bookings/travellers. */
export const travellersAnswerSchema = z.object({
  reference: z.string(),
  number_of_travelers: z.number().int(),
  due_date: z.string().describe("the details are due by this date (YYYY-MM-DD)"),
  complete: z.boolean().describe("every traveller's details are given"),
  high_altitude: z.boolean().describe("the medical notes should mention altitude conditions"),
  permits: permitNeedSchema,
  travellers: z.array(travellerJsonSchema),
  warnings: z
    .array(warningSchema)
    .describe(
      "what is accepted but needs attention: a passport expiring too soon, a permit that may not be ready",
    ),
});
export type TravellersAnswer = z.output<typeof travellersAnswerSchema>;

/** A traveller as staff see them (`GET /api/bookings/{id}/travellers`). */
const adminTravellerSchema = travellerJsonSchema.extend({
  id: z.string(),
  position: z.number().int(),
  age: z.number().int().describe("in whole years on the travel date"),
  id_number_purged: z.boolean(),
  permit_status: z.enum(permitStatuses),
  permit_needed: z.array(z.enum(permitKinds)),
  permit_file: z.boolean().describe("a permit file is on record"),
});
export type AdminTraveller = z.output<typeof adminTravellerSchema>;

export const adminTravellersAnswerSchema = z.object({
  booking_id: z.string(),
  reference: z.string(),
  number_of_travelers: z.number().int(),
  due_date: z.string(),
  complete: z.boolean(),
  travellers: z.array(adminTravellerSchema),
  warnings: z.array(warningSchema),
});

export const revealAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id_number: z.string(),
});

/** `PUT /api/bookings/{id}/travellers/{travellerId}/permit` (multipart: the status and a file). */
export const permitUpdateSchema = z.object({
  permit_status: z.enum(settablePermitStatuses, { error: "Please choose needed, applied or issued" }),
});

export const permitUpdatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  traveller: adminTravellerSchema,
});

/** A traveller's permit as their booking page shows it: the status, and whether a file is there. */
export type TravellerPermit = {
  id: string;
  full_name: string;
  permit_status: PermitStatus;
  /** issued with its file on record: the page offers a download */
  downloadable: boolean;
};

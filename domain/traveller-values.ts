/**
 * The value lists of a booking's travellers (issue 27): the `booking_travellers` table's CHECK
 * constraints (db/schema/travellers.ts), the zod schema and the forms share them. No imports, so
 * the browser and drizzle-kit can load it.
 */

export const travellerGenders = ["female", "male", "other"] as const;

/** A child may travel on a birth certificate or a school ID (and need give no number at all). */
export const travellerIdTypes = [
  "aadhaar",
  "passport",
  "voter_id",
  "driving_licence",
  "birth_certificate",
  "school_id",
] as const;
export type TravellerIdType = (typeof travellerIdTypes)[number];

export const idTypeLabels: Record<TravellerIdType, string> = {
  aadhaar: "Aadhaar",
  passport: "Passport",
  voter_id: "Voter ID (EPIC)",
  driving_licence: "Driving licence",
  birth_certificate: "Birth certificate",
  school_id: "School ID",
};

/** Under this age (on the travel date) a traveller's ID number is optional. */
export const ADULT_AGE = 18;

export const genderLabels: Record<(typeof travellerGenders)[number], string> = {
  female: "Female",
  male: "Male",
  other: "Other",
};

/**
 * Permits of protected areas: Inner Line Permit (Indian citizens in Arunachal Pradesh, and some
 * border stretches), Protected Area Permit and Restricted Area Permit (foreign nationals).
 */
export const permitKinds = ["ILP", "PAP", "RAP"] as const;
export type PermitKind = (typeof permitKinds)[number];

export const permitKindLabels: Record<PermitKind, string> = {
  ILP: "Inner Line Permit (ILP)",
  PAP: "Protected Area Permit (PAP)",
  RAP: "Restricted Area Permit (RAP)",
};

/** A traveller's permit: none needed for their nationality, or needed → applied → issued. */
export const permitStatuses = ["not_needed", "needed", "applied", "issued"] as const;
export type PermitStatus = (typeof permitStatuses)[number];
/** What staff may set (not_needed follows from the package and the nationality). */
export const settablePermitStatuses = [
  "needed",
  "applied",
  "issued",
] as const satisfies readonly PermitStatus[];

export const permitStatusLabels: Record<PermitStatus, string> = {
  not_needed: "Not needed",
  needed: "Needed",
  applied: "Applied",
  issued: "Issued",
};

/** Traveller details are due this many days before travel unless the package says otherwise. */
export const TRAVELLER_DETAILS_DUE_DAYS = 15;
/** The country whose citizens are "Indian" for permits and ID types (ISO 3166-1 alpha-2). */
export const HOME_COUNTRY = "IN";

import { HOME_COUNTRY, idTypeLabels, type TravellerIdType } from "../../../../domain/traveller-values";

/**
 * The rules of each ID type's number (issue 27), browser-safe and without zod: the traveller
 * schema checks with them and the form shows their hints.
 */

// Verhoeff's tables: multiplication in the dihedral group D5, the position permutation, inverses
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when a string of digits ends with its correct Verhoeff check digit (as Aadhaar numbers do). */
export function passesVerhoeff(digits: string): boolean {
  let check = 0;
  const reversed = [...digits].reverse();
  for (const [i, digit] of reversed.entries()) check = D[check]![P[i % 8]![Number(digit)]!]!;
  return check === 0;
}

/** How an ID number is compared and kept: upper case, without spaces, dots or dashes. */
export const normalIdNumber = (value: string) => value.toUpperCase().replace(/[\s.\-/]/g, "");

const PATTERNS: Record<TravellerIdType, RegExp> = {
  // 12 digits, never starting with 0 or 1 (UIDAI), the last a Verhoeff check digit
  aadhaar: /^[2-9]\d{11}$/,
  // Indian passports: a letter and 7 digits; others 6 to 12 letters and digits
  passport: /^[A-Z0-9]{6,12}$/,
  // EPIC: 3 letters and 7 digits
  voter_id: /^[A-Z]{3}\d{7}$/,
  // state code, RTO code, year and serial: "MH14 20110062821" as MH1420110062821
  driving_licence: /^[A-Z]{2}\d{2}[A-Z0-9]{9,12}$/,
  // registration or roll numbers differ by state and school: letters and digits
  birth_certificate: /^[A-Z0-9]{3,30}$/,
  school_id: /^[A-Z0-9]{3,30}$/,
};

export const idNumberHints: Record<TravellerIdType, string> = {
  aadhaar: "12 digits, as printed on the Aadhaar card",
  passport: "As printed on the passport's photo page",
  voter_id: "3 letters and 7 digits, e.g. ABC1234567",
  driving_licence: "As printed, e.g. MH14 20110062821",
  birth_certificate: "Its registration number (optional under 18)",
  school_id: "The number on the card (optional under 18)",
};

/** What is wrong with an ID number of this type, or null when it is well formed. */
export function idNumberProblem(type: TravellerIdType, raw: string, nationality: string): string | null {
  const value = normalIdNumber(raw);
  if (value === "") return "Please enter the ID number";
  if (type === "aadhaar") {
    if (!PATTERNS.aadhaar.test(value))
      return "An Aadhaar number has 12 digits and does not start with 0 or 1";
    return passesVerhoeff(value) ? null : "This is not a valid Aadhaar number: please check the digits";
  }
  if (type === "passport" && nationality === HOME_COUNTRY && !/^[A-Z]\d{7}$/.test(value)) {
    return "An Indian passport number is a letter and 7 digits, e.g. K1234567";
  }
  return PATTERNS[type].test(value) ? null : `Please enter a valid ${idTypeLabels[type]} number`;
}

/**
 * An ID number as staff and the traveller see it by default: its last 4 characters only. A form
 * or an API client that sends this back unchanged keeps the stored number.
 */
const MASK = "••••";
export const maskedIdNumber = (last4: string) => (last4 ? `${MASK}${last4}` : "");
export const isMaskedIdNumber = (value: string) => value.trim().startsWith(MASK);

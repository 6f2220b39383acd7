import { z } from "zod";
import { phoneField, requiredLine, singleLine } from "~/lib/text-fields";
import { gstStates } from "../../../domain/gst-state-values";

export { gstStates };

const stateCodes = new Set<string>(gstStates.map(([code]) => code));

/** The state's name for its GST code ("27" → "Maharashtra"); the code itself when unknown. */
export function gstStateName(code: string): string {
  return gstStates.find(([known]) => known === code)?.[1] ?? code;
}

export const isGstStateCode = (value: string) => stateCodes.has(value);

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's published scheme, a Luhn mod 36):
 * each character's value (0-9, A-Z as 10-35) is multiplied by 1 and 2 in turn from the left, each
 * product's base-36 digits are added up, and the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i] ?? "") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI ID (VPA): a name of letters, digits, dot, hyphen or underscore, "@", the bank's handle. */
const UPI_SHAPE = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

export const settingsMessages = {
  gstinLength: "A GSTIN has 15 characters, e.g. 27AAPFU0939F1ZV",
  gstinShape: "A GSTIN is a state code, a PAN, an entity number, Z and a check character",
  gstinCheck: "This GSTIN's last character does not match its check character: please check it for a typo",
  gstinState: "The GSTIN's first two digits must be the agency's state code",
  stateCode: "Choose the agency's state (a two-digit GST state code, e.g. 27)",
  upiId: "Enter a UPI ID like name@bank",
  ifsc: "An IFSC is 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)",
  accountNumber: "An account number has 9 to 18 digits",
  sacCode: "A SAC code has 6 digits (998552 for tour operator services)",
  invoicePrefix: "Up to 3 capital letters or digits, e.g. SAF",
  signatoryName: "The signatory's name is up to 100 characters of plain text",
  signatoryDesignation: "The signatory's designation is up to 100 characters of plain text, e.g. Director",
  legalName: "Enter the agency's legal name",
  onTripPhone: "Enter the phone travellers call during a trip (10 to 15 digits, e.g. +919876543210)",
  address: "Enter the agency's address",
  agentDiscount: "The agent discount limit is a percentage from 0 to 100",
  saved: "Settings saved",
} as const;

/** A GSTIN: blank, or 15 characters ending in its check character (the agency's and a business buyer's). */
export const gstinField = z
  .string({ error: settingsMessages.gstinLength })
  .trim()
  .transform((value) => value.toUpperCase())
  .superRefine((value, ctx) => {
    // blank: not registered for GST (yet); documents then carry no GSTIN
    if (value === "") return;
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (value.length !== 15) return issue(settingsMessages.gstinLength);
    if (!GSTIN_SHAPE.test(value)) return issue(settingsMessages.gstinShape);
    if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return issue(settingsMessages.gstinCheck);
  });

const optionalShape = (shape: RegExp, message: string, upper = true) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => (upper ? value.toUpperCase() : value))
    .refine((value) => value === "" || shape.test(value), message);

/** A percentage as JSON sends it (a number) or a form does (its digits, "2.5"). */
const percentField = (message: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}(\.\d{1,2})?$/)
        .transform(Number),
    ],
    { error: message },
  );

/**
 * The agency's payment and tax details (issue 26; the GST and TCS rates are tax rules since issue
 * 40, ADR 054): the admin's Settings screen and
 * `GET`/`PUT /api/settings/agency`. Blank GSTIN, UPI ID and bank fields mean "not given": the
 * pay-now box and the documents leave them out.
 */
export const agencySettingsSchema = z.object({
  legal_name: requiredLine(200, settingsMessages.legalName),
  address: requiredLine(300, settingsMessages.address),
  gstin: gstinField,
  state_code: z
    .string({ error: settingsMessages.stateCode })
    .trim()
    .refine(isGstStateCode, settingsMessages.stateCode)
    .describe("two-digit GST state code of the agency, e.g. 27"),
  upi_id: optionalShape(UPI_SHAPE, settingsMessages.upiId, false).describe("the VPA payments go to"),
  upi_payee_name: singleLine(100),
  bank_account_name: singleLine(200),
  bank_account_number: optionalShape(/^\d{9,18}$/, settingsMessages.accountNumber),
  bank_ifsc: optionalShape(IFSC_SHAPE, settingsMessages.ifsc),
  sac_code: z
    .string({ error: settingsMessages.sacCode })
    .trim()
    .regex(/^\d{6}$/, settingsMessages.sacCode),
  invoice_prefix: z
    .string({ error: settingsMessages.invoicePrefix })
    .trim()
    .regex(/^[A-Z0-9]{1,3}$/, settingsMessages.invoicePrefix),
  on_trip_phone: phoneField({
    digits: [10, 15],
    required: settingsMessages.onTripPhone,
    invalid: settingsMessages.onTripPhone,
  }).describe("the number travellers call during a trip; the pre-departure briefing gives it"),
  signatory_name: singleLine(100, settingsMessages.signatoryName).describe(
    "who signs the documents as Authorised Signatory; blank: the block names the agency alone",
  ),
  agent_discount_limit_percent: percentField(settingsMessages.agentDiscount)
    .refine((value) => value >= 0 && value <= 100, settingsMessages.agentDiscount)
    .describe(
      "how far below a package's own price an agent's quote may go before a manager or owner must approve it",
    ),
  signatory_designation: singleLine(100, settingsMessages.signatoryDesignation),
});
export type AgencySettings = z.output<typeof agencySettingsSchema>;

/** The agency's details the pay-now box shows beside the QR code. */
export type Payee = Pick<
  AgencySettings,
  "upi_id" | "upi_payee_name" | "bank_account_name" | "bank_account_number" | "bank_ifsc"
>;

/** A `PUT` may send some of the keys; the ones left out keep their value. */
export const agencySettingsUpdateSchema = agencySettingsSchema.partial();

/** The whole settings after an update: a GSTIN must belong to the agency's own state. */
export const completeSettingsSchema = agencySettingsSchema.superRefine((settings, ctx) => {
  if (settings.gstin !== "" && settings.gstin.slice(0, 2) !== settings.state_code) {
    ctx.addIssue({ code: "custom", path: ["gstin"], message: settingsMessages.gstinState });
  }
});

/** A traveller's PAN, for the TCS of an international package. */
export const panField = z
  .string({ error: "A PAN is 5 letters, 4 digits and a letter, e.g. ABCDE1234F" })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(
    (value) => value === "" || PAN_SHAPE.test(value),
    "A PAN is 5 letters, 4 digits and a letter, e.g. ABCDE1234F",
  );

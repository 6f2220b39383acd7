import { z } from "zod";
import { agencySettingsSchema } from "~/features/agency-settings/agency-settings-schema";
import { keysetQueryShape } from "~/lib/keyset-page";
import { blankAsMissing, pageField, screenCursorField } from "~/lib/list-query";
import {
  emailField,
  listSearchField,
  multiLine,
  phoneField,
  requiredLine,
  singleLine,
} from "~/lib/text-fields";
import { supplierKinds } from "../../../../domain/back-office-values";

export const supplierMessages = {
  name: "Enter the supplier's name",
  kind: `Choose what the supplier provides: ${supplierKinds.join(", ")}`,
  phone: "Enter a phone number of 10 to 15 digits",
  email: "Please enter a valid email address",
  notFound: "No such supplier",
  created: "Supplier added",
  saved: "Supplier saved",
  archived: "The supplier has bills, so it was archived rather than deleted",
  deleted: "Supplier deleted",
} as const;

const settings = agencySettingsSchema.shape;

/** A blank email is "not given"; anything else must be an address. */
const optionalEmail = z.union(
  [z.string().trim().length(0), emailField({ invalid: supplierMessages.email })],
  {
    error: supplierMessages.email,
  },
);

/**
 * A supplier as `POST /api/suppliers` and the admin's form send it. GSTIN, UPI ID, account number
 * and IFSC are checked exactly as Settings checks the agency's own (the same fields); blank means
 * not given.
 */
export const supplierInputSchema = z.object({
  name: requiredLine(200, supplierMessages.name),
  kind: z.enum(supplierKinds, { error: supplierMessages.kind }),
  city: singleLine(100).optional().default(""),
  phone: phoneField({ digits: [10, 15], invalid: supplierMessages.phone })
    .optional()
    .default(""),
  email: optionalEmail.optional().default(""),
  gstin: settings.gstin.optional().default(""),
  upi_id: settings.upi_id.optional().default(""),
  bank_account_name: settings.bank_account_name.optional().default(""),
  bank_account_number: settings.bank_account_number.optional().default(""),
  bank_ifsc: settings.bank_ifsc.optional().default(""),
  notes: multiLine(2000).optional().default(""),
});
export type SupplierInput = z.output<typeof supplierInputSchema>;

const archivedField = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "Must be true or false" })
  .transform((value) => value === true || value === "true");

/** `PATCH /api/suppliers/{id}`: the fields given change; `archived: false` takes it back from the archive. */
export const supplierUpdateSchema = z
  .object({
    name: requiredLine(200, supplierMessages.name),
    kind: z.enum(supplierKinds, { error: supplierMessages.kind }),
    city: singleLine(100),
    phone: phoneField({ digits: [10, 15], invalid: supplierMessages.phone }),
    email: optionalEmail,
    gstin: settings.gstin,
    upi_id: settings.upi_id,
    bank_account_name: settings.bank_account_name,
    bank_account_number: settings.bank_account_number,
    bank_ifsc: settings.bank_ifsc,
    notes: multiLine(2000),
    archived: archivedField,
  })
  .partial();
export type SupplierUpdate = z.output<typeof supplierUpdateSchema>;

/** `GET /api/suppliers`: one keyset page, newest first, narrowed by kind and `q`. */
export const supplierListQuerySchema = z.object({
  q: listSearchField.describe("part of a name, city, email or GSTIN"),
  kind: z.enum(supplierKinds, { error: supplierMessages.kind }).optional(),
  include_archived: z
    .enum(["true", "false"], { error: "Must be true or false" })
    .transform((value) => value === "true")
    .optional()
    .describe("archived suppliers too (default: only those in use)"),
  ...keysetQueryShape,
});
export type SupplierListQuery = z.output<typeof supplierListQuerySchema>;

export const supplierJsonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(supplierKinds),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  gstin: z.string(),
  upi_id: z.string(),
  bank_account_name: z.string(),
  bank_account_number: z.string(),
  bank_ifsc: z.string(),
  notes: z.string(),
  archived: z.boolean(),
  created_at: z.string(),
});
export type SupplierJson = z.output<typeof supplierJsonSchema>;

/** Suppliers shown a page at a time on the admin screen. */
export const SUPPLIER_PAGE_SIZE = 20;

/** The Suppliers screen: the API's filters, numbered pages. */
export const supplierScreenQuerySchema = z.object({
  q: blankAsMissing(listSearchField),
  kind: blankAsMissing(z.enum(supplierKinds, { error: supplierMessages.kind }).optional()),
  include_archived: blankAsMissing(
    z
      .enum(["true"], { error: "Must be true" })
      .optional()
      .transform((value) => value === "true"),
  ),
  page: pageField,
  cursor: screenCursorField,
});

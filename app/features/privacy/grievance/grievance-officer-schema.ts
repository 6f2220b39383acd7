import { z } from "zod";
import { emailField, phoneField, requiredLine } from "~/lib/text-fields";

/**
 * The grievance officer the site names (Consumer Protection (E-Commerce) Rules 2020, rule 4(4);
 * DPDP Rules 2025, rule 9): the owner sets them in Settings; `/grievance`, the privacy notice and
 * the complaint emails show them.
 */
export const grievanceOfficerSchema = z.object({
  name: requiredLine(100, "Enter the grievance officer's name"),
  designation: requiredLine(100, "Enter the grievance officer's designation"),
  email: emailField({ required: "Enter the grievance officer's email address" }),
  phone: phoneField({
    digits: [10, 15],
    required: "Enter the grievance officer's phone number (10 to 15 digits)",
    invalid: "Enter the grievance officer's phone number (10 to 15 digits)",
  }),
});
export type GrievanceOfficer = z.output<typeof grievanceOfficerSchema>;

export const grievanceOfficerSaved = "Grievance officer saved";

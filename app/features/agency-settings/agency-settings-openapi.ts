import { apiCalls } from "~/lib/openapi";
import { agencySettingsSchema, agencySettingsUpdateSchema } from "./agency-settings-schema";

const call = apiCalls("Settings");

export const agencySettingsOperations = [
  call("GET /api/settings/agency", "getAgencySettings", {
    summary: "The agency's payment and tax details",
    description:
      "Legal name, address, GSTIN and state, UPI ID and bank details, SAC code, GST rate, document number " +
      "prefix and the TCS rule for international packages. The environment gives the first values.",
    admin: true,
    answers: {
      200: ["The settings", agencySettingsSchema],
    },
  }),
  call("PUT /api/settings/agency", "updateAgencySettings", {
    summary: "Change the agency's payment and tax details",
    description:
      "Send some of the keys; the others keep their value. A GSTIN must have 15 characters ending in its " +
      "check character and start with the agency's state code; a UPI ID is name@handle; an IFSC is 4 " +
      "letters, 0 and 6 letters or digits. 400 with a message per field. Audit-logged.",
    admin: true,
    body: agencySettingsUpdateSchema,
    answers: {
      200: ["The settings after the change", agencySettingsSchema],
      400: "A field was refused",
    },
  }),
];

import type { ApiOperation } from "~/lib/openapi";
import { agencySettingsSchema, agencySettingsUpdateSchema } from "./agency-settings-schema";

/** operationId and description are required by the API document's lint (`npm run lint:api`). */
type DocumentedOperation = ApiOperation & { operationId: string; description: string };

const TAG = "Settings";

export const agencySettingsOperations: DocumentedOperation[] = [
  {
    method: "get",
    path: "/api/settings/agency",
    operationId: "getAgencySettings",
    summary: "The agency's payment and tax details",
    description:
      "Legal name, address, GSTIN and state, UPI ID and bank details, SAC code, GST rate, document number " +
      "prefix and the TCS rule for international packages. The environment gives the first values.",
    tag: TAG,
    admin: true,
    responses: { 200: { description: "The settings", schema: agencySettingsSchema } },
  },
  {
    method: "put",
    path: "/api/settings/agency",
    operationId: "updateAgencySettings",
    summary: "Change the agency's payment and tax details",
    description:
      "Send some of the keys; the others keep their value. A GSTIN must have 15 characters ending in its " +
      "check character and start with the agency's state code; a UPI ID is name@handle; an IFSC is 4 " +
      "letters, 0 and 6 letters or digits. 400 with a message per field. Audit-logged.",
    tag: TAG,
    admin: true,
    body: agencySettingsUpdateSchema,
    responses: {
      200: { description: "The settings after the change", schema: agencySettingsSchema },
      400: { description: "A field was refused" },
    },
  },
];

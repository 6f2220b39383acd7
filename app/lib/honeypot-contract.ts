import { z } from "zod";
import { HONEYPOT_FIELD } from "./honeypot";

/** The honeypot as the OpenAPI document shows it on every public write (lib/honeypot.ts). */
const honeypotFieldSchema = z.object({
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .describe(
      "Honeypot: leave it out or empty. When it holds anything the call is answered as a success but nothing is stored or sent.",
    ),
});

/** The documented body of a public write: its own schema plus the honeypot field. */
export function withHoneypotField(schema: z.ZodType): z.ZodType {
  return z.intersection(schema, honeypotFieldSchema);
}

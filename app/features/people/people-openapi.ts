import { z } from "zod";
import type { ApiOperation } from "~/lib/openapi";
import { erasureSummarySchema, personContactSchema } from "./people-schema";

const contactQuery = z.object({
  contact: z.string().describe("an email address, or a phone number (matched by its last 10 digits)"),
});

export const peopleOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/people/export",
    operationId: "exportPersonalData",
    summary: "Everything held about one person, as a JSON download",
    description:
      "For a request under India's DPDP Act 2023: finds the person by ?contact= (an email address, or a phone number by its last 10 digits) and answers every booking (with its payments and cancellation requests), enquiry and newsletter signup, waitlist entry, gear order and email sent to their addresses, as a JSON attachment. Audited as people.exported (with a hash of the contact, not the contact).",
    tag: "People",
    admin: true,
    query: contactQuery,
    responses: {
      200: {
        description: "The person's data (empty lists when nothing is held)",
        schema: z.object({
          contact: z.string(),
          generated_at: z.string(),
          bookings: z.array(z.record(z.string(), z.unknown())),
          enquiries: z.array(z.record(z.string(), z.unknown())),
          waitlist: z.array(z.record(z.string(), z.unknown())),
          orders: z.array(z.record(z.string(), z.unknown())),
          emails: z.array(z.record(z.string(), z.unknown())),
        }),
      },
    },
  },
  {
    method: "post",
    path: "/api/people/erase",
    operationId: "erasePersonalData",
    summary: "Erase one person's data, keeping what the accounts need",
    description:
      "For a request under India's DPDP Act 2023: enquiries, newsletter signups and waitlist entries of the person are deleted; their bookings, payments and gear orders are kept for the accounts with name, email, phone, address and free text replaced; the bodies of emails sent to their addresses are deleted. One transaction; audited as people.erased with the counts. Cannot be undone.",
    tag: "People",
    admin: true,
    body: personContactSchema,
    responses: {
      200: {
        description: "What was erased",
        schema: erasureSummarySchema.extend({ success: z.literal(true) }),
      },
    },
  },
];

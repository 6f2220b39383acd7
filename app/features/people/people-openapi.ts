import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import { erasureSummarySchema, personContactSchema } from "./people-schema";

const contactQuery = z.object({
  contact: z.string().describe("an email address, or a phone number (matched by its last 10 digits)"),
});

const call = apiCalls("People");

export const peopleOperations = [
  call("GET /api/people/export", "exportPersonalData", {
    summary: "Everything held about one person, as a JSON download",
    description:
      "For a request under India's DPDP Act 2023: finds the person by ?contact= (an email address, or a phone number by its last 10 digits) and answers every booking (with its payments and cancellation requests), enquiry and newsletter signup, waitlist entry, gear order and email sent to their addresses, as a JSON attachment. Audited as people.exported (with a hash of the contact, not the contact).",
    admin: true,
    query: contactQuery,
    answers: {
      200: [
        "The person's data (empty lists when nothing is held)",
        z.object({
          contact: z.string(),
          generated_at: z.string(),
          bookings: z.array(z.record(z.string(), z.unknown())),
          enquiries: z.array(z.record(z.string(), z.unknown())),
          waitlist: z.array(z.record(z.string(), z.unknown())),
          orders: z.array(z.record(z.string(), z.unknown())),
          emails: z.array(z.record(z.string(), z.unknown())),
        }),
      ],
    },
  }),
  call("POST /api/people/erase", "erasePersonalData", {
    summary: "Erase one person's data, keeping what the accounts need",
    description:
      "For a request under India's DPDP Act 2023: enquiries, newsletter signups and waitlist entries of the person are deleted; their bookings, payments and gear orders are kept for the accounts with name, email, phone, address and free text replaced; the bodies of emails sent to their addresses are deleted. One transaction; audited as people.erased with the counts. Cannot be undone.",
    admin: true,
    body: personContactSchema,
    answers: {
      200: ["What was erased", erasureSummarySchema.extend({ success: z.literal(true) })],
    },
  }),
];

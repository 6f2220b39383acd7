import { z } from "zod";
import { emailField, multiLine, personName, phoneField, singleLine } from "~/lib/text-fields";
import type { complaintStatuses } from "../../../../domain/privacy-values";

export const complaintMessages = {
  name: "Please enter your name",
  email: "Please enter your email address",
  phone: "Please enter a valid phone number (10-15 digits)",
  bookingReference: "A booking or order reference looks like SF-7K3M9Q or SO-7K3M9Q",
  message: "Please tell us what went wrong",
  received: "Thank you. Your complaint is registered; we have emailed you its ticket number.",
  outcome: "Please write the resolution the customer will read",
  resolved: "Resolution recorded and emailed to the customer",
  notOpen: "This complaint is already resolved",
} as const;

/** `POST /api/complaints` and the `/grievance` form (Consumer Protection (E-Commerce) Rules 2020, rule 4). */
export const complaintInputSchema = z.object({
  name: personName(100, complaintMessages.name),
  email: emailField({ required: complaintMessages.email }),
  phone: phoneField({ digits: [10, 15], invalid: complaintMessages.phone })
    .optional()
    .default(""),
  booking_reference: singleLine(20)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === "" || /^S[FO]-[0-9A-Z]{6}$/.test(value), complaintMessages.bookingReference)
    .optional()
    .default("")
    .describe("the booking (SF-…) or gear order (SO-…) it is about, if any"),
  message: multiLine(5000, complaintMessages.message),
});
export type ComplaintInput = z.output<typeof complaintInputSchema>;

export const complaintCreatedSchema = z.object({
  ticket: z.string().describe("e.g. GR-7K3M9Q: the complaint's ticket number"),
});

export const complaintResolutionSchema = z.object({
  outcome: multiLine(2000, complaintMessages.outcome),
});

/** A complaint as the staff queue shows it. */
export type ComplaintView = {
  id: string;
  ticket: string;
  name: string;
  email: string;
  phone: string;
  bookingReference: string;
  message: string;
  status: (typeof complaintStatuses)[number];
  createdAt: string;
  dueBy: string;
  daysLeft: number;
  outcome: string;
  resolvedAt: string | null;
  resolvedBy: string;
};

import { z } from "zod";
import { bookingLookupSchema } from "~/features/bookings/lookup/booking-lookup-schema";
import { multiLine } from "~/lib/text-fields";
import { claimStatuses } from "../../../../../domain/billing-values";

export const claimMessages = {
  utr: "The UTR is the 12-digit UPI transaction reference in your UPI app's payment details",
  amount: "Enter the amount you paid in whole rupees, e.g. 18000",
  duplicateUtr: "This UTR has already been submitted",
  submitted:
    "Thank you: we will match your payment with our bank statement and email your receipt, usually within one working day.",
  notFound: "Payment claim not found",
  alreadyDecided: "This claim has already been decided the other way",
  rejectReason: "Tell the traveller why, e.g. no payment with this UTR reached our account",
  accepted: "Accepted: the payment is recorded and the receipt emailed.",
  rejected: "Rejected: the traveller has been emailed the reason.",
  nothingDue: "Nothing is due on this booking",
  cancelled:
    "This booking is cancelled, so no payment can be taken for it. If you have paid, please call us and we will refund it.",
  overOwed: (owed: string) =>
    `That is more than is owed on this booking (${owed}, payments waiting to be checked included). Enter the amount you paid.`,
} as const;

/** "We are checking your payment": the booking page and the acknowledgement email say it alike. */
export const checkingText = (amount: string, utr: string) =>
  `We are checking your payment of ${amount} (UTR ${utr}), usually within a working day.`;

/** Whole positive rupees, as JSON (a number) or a form (its digits, commas allowed) sends them. */
const amountField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d[\d,]{0,14}$/)
        .transform((value) => Number(value.replace(/,/g, ""))),
    ],
    { error: claimMessages.amount },
  )
  .pipe(
    z
      .number({ error: claimMessages.amount })
      .int(claimMessages.amount)
      .min(1, claimMessages.amount)
      .max(100_000_000, claimMessages.amount),
  );

const utrField = z
  .string({ error: claimMessages.utr })
  .trim()
  .transform((value) => value.replace(/\s/g, ""))
  .refine((value) => /^\d{12}$/.test(value), claimMessages.utr);

/** What the traveller's booking page form sends: the booking comes from its signed link. */
export const claimFormSchema = z.object({ amount: amountField, utr: utrField });

/**
 * `POST /api/payment-claims`: the booking by its reference and contact (as `GET /api/bookings/lookup`
 * finds it), the amount paid and its UTR.
 */
export const paymentClaimInputSchema = bookingLookupSchema.extend({
  amount: amountField.describe("whole rupees"),
  utr: utrField.describe("the 12-digit UPI transaction reference"),
});

/** `POST /api/payment-claims/{id}/decision` and the admin's Accept / Reject buttons. */
export const claimDecisionSchema = z
  .object({
    decision: z.enum(["accept", "reject"], { error: "Choose accept or reject" }),
    reason: multiLine(500)
      .nullish()
      .transform((value) => value ?? "")
      .describe("emailed to the traveller when rejecting"),
  })
  .refine((input) => input.decision === "accept" || input.reason !== "", {
    path: ["reason"],
    message: claimMessages.rejectReason,
  });
export type ClaimDecisionInput = z.output<typeof claimDecisionSchema>;

export const claimListQuerySchema = z.object({
  status: z.enum(claimStatuses, { error: "Unknown status" }).optional(),
});

export const claimCreatedJsonSchema = z.object({ id: z.string(), status: z.literal("pending") });

export const claimJsonSchema = z.object({
  id: z.string(),
  status: z.enum(claimStatuses),
  booking_id: z.string(),
  booking_reference: z.string(),
  customer_name: z.string(),
  amount: z.number().int(),
  utr: z.string(),
  claimed_on: z.string().describe("YYYY-MM-DD"),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  reason: z.string(),
  payment_id: z.string().nullable().describe("the payment recorded when accepted"),
});
export type ClaimJson = z.output<typeof claimJsonSchema>;

import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import {
  claimCreatedJsonSchema,
  claimDecisionSchema,
  claimJsonSchema,
  claimListQuerySchema,
  paymentClaimInputSchema,
} from "./claim-schema";

/** Payment claims, receipts and invoices (issue 26). */
const call = apiCalls("Payments");

export const claimOperations = [
  call("POST /api/payment-claims", "createPaymentClaim", {
    summary: "Tell the agency a payment was made",
    description:
      "A traveller says they paid by UPI: the booking by its reference and the email or phone used to book, " +
      "the amount in whole rupees and the 12-digit UTR. The agency checks its statement and accepts (the " +
      "payment is recorded and a receipt emailed) or rejects with a reason; the traveller is emailed an " +
      "acknowledgement. 409 when the UTR was submitted before, on any booking, or the booking is cancelled; " +
      "400 for more than is owed (the balance less claims still waiting). Nothing is stored or sent then. " +
      "Rate-limited like a lookup.",
    body: paymentClaimInputSchema,
    answers: {
      201: [
        "The claim, waiting for the agency",
        claimCreatedJsonSchema.extend({ success: z.literal(true), message: z.string() }),
      ],
      400: "More than is owed on the booking (a message on amount)",
      404: "No booking with that reference and contact",
      409: "This UTR has already been submitted, or the booking is cancelled",
    },
  }),
  call("GET /api/payment-claims", "listPaymentClaims", {
    summary: "Travellers' payment claims",
    description: "Pending claims first (oldest first), then decided ones (newest first); at most 200.",
    admin: true,
    query: claimListQuerySchema,
    answers: {
      200: ["Claims", z.array(claimJsonSchema)],
    },
  }),
  call("POST /api/payment-claims/{id}/decision", "decidePaymentClaim", {
    summary: "Accept or reject a payment claim",
    description:
      "accept records the payment (UPI, the UTR as its reference, the claim's amount and date) with its " +
      "receipt, exactly once however often it is sent; reject needs a reason, which is emailed to the " +
      "traveller. 409 when the claim was decided the other way.",
    admin: true,
    body: claimDecisionSchema,
    answers: {
      200: ["The decided claim", claimJsonSchema],
      404: "No such claim",
      409: "Decided the other way already, or the booking takes no payment",
    },
  }),
  call("POST /api/webhooks/razorpay", "receiveRazorpayWebhook", {
    summary: "Razorpay's payment events",
    description:
      "Only when the agency's Razorpay account is set up (404 otherwise). The body is verified with the " +
      "X-Razorpay-Signature header (HMAC-SHA256 of the raw body with the webhook secret; 400 when it does " +
      "not match). payment_link.paid records the payment once per Razorpay payment id, with its receipt; " +
      "other events are acknowledged.",
    answers: {
      200: [
        "Acknowledged",
        z.object({ success: z.literal(true), message: z.string(), recorded: z.boolean() }),
      ],
      400: "The signature does not match, or not a payment link payment of whole rupees (no paise, above zero) for a booking id of ours: nothing is recorded",
      404: "Razorpay is not set up, or no such booking",
      413: "The body is too large",
    },
  }),
  call("GET /api/payments/{id}/receipt.pdf", "getPaymentReceiptPdf", {
    summary: "A payment's receipt voucher (PDF)",
    description:
      "The receipt voucher of a payment, or the credit note of a refund, as issued (application/pdf). 404 " +
      "when none was issued.",
    admin: true,
    answers: {
      200: "The PDF",
      404: "No such payment or no document",
    },
  }),
  call("GET /api/bookings/{id}/invoice.pdf", "getBookingInvoicePdf", {
    summary: "A booking's tax invoice (PDF)",
    description:
      "The tax invoice, issued when the booking is paid in full (application/pdf): place of supply, SAC, the " +
      "taxable value worked back from the tax-inclusive price, CGST and SGST or IGST, TCS for international " +
      "packages. 404 until it is issued.",
    admin: true,
    answers: {
      200: "The PDF",
      404: "No such booking or not invoiced yet",
    },
  }),
];

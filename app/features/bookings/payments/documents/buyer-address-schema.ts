import { z } from "zod";
import { multiLine } from "~/lib/text-fields";
import { buyerMessages } from "../../booking-schema";

/** The booking page's "Your address for the tax invoice" (Rule 46(e); issue 40). */
export const buyerAddressSchema = z.object({
  customer_address: multiLine(300, buyerMessages.address),
});

export const buyerAddressMessages = {
  saved: "Thank you: your address is on the booking.",
  invoiceIssued: "Thank you: your tax invoice has been issued and emailed to you.",
} as const;

/** What the address form answers. */
export type BuyerAddressAnswer = {
  intent: "address";
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: { customer_address: string };
};

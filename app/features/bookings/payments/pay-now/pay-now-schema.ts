import { z } from "zod";
import type { Payee } from "~/features/agency-settings/agency-settings-schema";
import type { PaymentAccountJson } from "../payment-schema";

/** What `GET /api/bookings/lookup` adds: the amount due now, or null when nothing is. */
export const payNowJsonSchema = z
  .object({
    amount: z.number().int().describe("whole rupees due now (the schedule's next amount)"),
    due_date: z.string().describe("YYYY-MM-DD"),
    upi_uri: z
      .string()
      .nullable()
      .describe(
        "upi://pay?pa=…&pn=…&am=…&cu=INR&tn=<reference>&tr=<reference>; null when the agency has no UPI ID",
      ),
  })
  .nullable();
export type PayNowJson = z.output<typeof payNowJsonSchema>;

/** Whether the agency has set how to pay it (a UPI ID or a bank account): the emails then say so. */
export const canPayNow = (payee: Payee | null | undefined): payee is Payee =>
  Boolean(payee && (payee.upi_id || payee.bank_account_number));

/** A UPI ID's "@" reads better unescaped, and every UPI app takes it so. */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, "@");

/**
 * The UPI deep link (NPCI's `upi://pay` parameters): payee address and name, the exact amount with
 * two decimals, rupees, and the booking reference as the note (`tn`) and as the transaction reference
 * (`tr`, NPCI's linking specification), so the statement names the booking.
 */
export function upiPayUri(
  payee: Pick<Payee, "upi_id" | "upi_payee_name">,
  amount: number,
  reference: string,
) {
  return upiPayUriOfPaise(payee, amount * 100, reference);
}

/** The same link for an amount in paise (a gear order): "1234.50", written from integers, never rounded. */
export function upiPayUriOfPaise(
  payee: Pick<Payee, "upi_id" | "upi_payee_name">,
  paise: number,
  reference: string,
) {
  const amount = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
  return (
    `upi://pay?pa=${encode(payee.upi_id)}&pn=${encode(payee.upi_payee_name)}` +
    `&am=${amount}&cu=INR&tn=${encode(reference)}&tr=${encode(reference)}`
  );
}

/** What is due now on a booking's account, with its UPI link; null when nothing is. */
export function payNowOf(account: PaymentAccountJson, payee: Payee, reference: string): PayNowJson {
  const due = account.next_due;
  if (!due || due.amount <= 0) return null;
  return {
    amount: due.amount,
    due_date: due.due_date,
    upi_uri: payee.upi_id ? upiPayUri(payee, due.amount, reference) : null,
  };
}

import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldsOf, TextField } from "~/components/ui/field";
import { FormAnswer } from "~/components/ui/form-answer";

/** What the booking page's action answers for this form. */
export type ClaimAnswer = {
  intent: "claim";
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/**
 * "I have paid": the traveller gives the amount and the UPI transaction's 12-digit UTR, and the
 * agency matches it with its statement. Works without JavaScript.
 */
export function PaymentClaimForm({ amount, answer }: { amount: number | null; answer?: ClaimAnswer }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "claim";
  const failed = answer && !answer.ok ? answer : undefined;
  const field = fieldsOf((name) => failed?.values?.[name], failed?.errors ?? {});
  return (
    <section
      id="claim"
      aria-labelledby="claim-heading"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="claim-heading" className="font-display text-xl font-bold text-slate-900">
        Already paid? Tell us
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Give the amount and the 12-digit UTR (UPI transaction reference) from your UPI app. We match it with
        our bank statement and email your receipt.
      </p>
      <FormAnswer answer={answer} />
      <Form method="post" preventScrollReset noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="claim" />
        <TextField
          label="Amount paid (₹)"
          inputMode="numeric"
          required
          {...field("amount")}
          defaultValue={failed?.values?.amount ?? (amount ? String(amount) : "")}
        />
        <TextField
          label="UTR (12 digits)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          required
          {...field("utr")}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={sending} className={buttonClass("primary", "md")}>
            {sending ? "Sending…" : "Send payment details"}
          </button>
        </div>
      </Form>
    </section>
  );
}

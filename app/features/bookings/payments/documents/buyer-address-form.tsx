import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldsOf, TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatRupees } from "~/lib/money";
import type { BuyerAddressAnswer } from "./buyer-address-schema";
import { ADDRESS_NEEDED_FROM_RUPEES } from "./document-figures";

/**
 * The booking page asks for the buyer's address while the tax invoice waits for it (Rule 46(e):
 * an invoice of ₹50,000 or more to a buyer without a GSTIN names the buyer's address). Works
 * without JavaScript.
 */
export function BuyerAddressForm({ answer }: { answer?: BuyerAddressAnswer | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "address";
  const failed = answer && !answer.ok ? answer : undefined;
  const field = fieldsOf((name) => failed?.values?.[name as "customer_address"], failed?.errors ?? {});
  return (
    <section
      aria-labelledby="address-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="address-heading" className="font-display text-xl font-bold text-slate-900">
        Your address for the tax invoice
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        GST law asks for the buyer&apos;s address on a tax invoice of{" "}
        {formatRupees(ADDRESS_NEEDED_FROM_RUPEES)} or more. We issue your invoice as soon as we have it.
      </p>
      {answer && (
        <div className="mt-4">
          <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>
        </div>
      )}
      {!answer?.ok && (
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="address" />
          <TextAreaField
            label="Address"
            hint="House, street, city, state and PIN code"
            autoComplete="street-address"
            rows={3}
            maxLength={300}
            required
            {...field("customer_address")}
          />
          <button type="submit" disabled={sending} className={buttonClass("primary", "md")}>
            {sending ? "Saving…" : "Save my address"}
          </button>
        </Form>
      )}
    </section>
  );
}

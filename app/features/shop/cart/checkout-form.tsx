import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import type { CartLine } from "./cart-store";
import { attemptFingerprint, newIdempotencyKey, postOrder, type OrderRequest } from "./post-order";
import { paymentMethods, type PaymentMethod } from "../../../../domain/shop-values";
import { paymentMethodLabels } from "../shop-messages";
import { SHIPPING_HOME, shippingCountries } from "../shipping-countries";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

/**
 * The checkout checks the details with the API's own schema, which brings zod (about 24 KB
 * gzipped): it loads when this view opens, not with the shop's page (ADR 018).
 */
const loadSchemas = () => import("../shop-schema");
type CustomerSchema = Awaited<ReturnType<typeof loadSchemas>>["checkoutCustomerSchema"];

const fields = [
  { name: "name", label: "Full name", autoComplete: "name", type: "text" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel" },
  { name: "address", label: "Address", autoComplete: "street-address", type: "text" },
  { name: "city", label: "City", autoComplete: "address-level2", type: "text" },
  { name: "zip", label: "PIN / ZIP code", autoComplete: "postal-code", type: "text" },
  { name: "country", label: "Country", autoComplete: "country-name", type: "text" },
] as const;
type CustomerField = (typeof fields)[number]["name"];
type Customer = Record<CustomerField, string>;

function customerErrors(schema: CustomerSchema, customer: Customer): Record<string, string> {
  const result = schema.safeParse(customer);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

/**
 * 'Shipping & Payment Information' (docs/product.md §2 and §5): seven required fields (a phone for
 * the courier) checked with the API's own schema, UPI or cash on delivery, no card fields. One
 * Idempotency-Key per attempt, kept while the details stay the same, so a double click or a retry
 * after a network error makes one order.
 */
export function CheckoutForm({
  lines,
  onPlaced,
  onStaleCart,
}: {
  lines: CartLine[];
  onPlaced: (reference: string | null) => void;
  onStaleCart: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string; orderDate: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useRef<CustomerSchema | null>(null);

  useEffect(() => {
    void loadSchemas().then((schemas) => (schema.current = schemas.checkoutCustomerSchema));
  }, []);

  const customerOf = (form: HTMLFormElement): Customer => {
    const data = new FormData(form);
    return Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? "")])) as Customer;
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = fields.find(({ name }) => found[name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    schema.current ??= (await loadSchemas()).checkoutCustomerSchema;
    if (inFlight.current || lines.length === 0) return;
    const customer = customerOf(form);
    const found = customerErrors(schema.current, customer);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    const data = new FormData(form);
    const request: OrderRequest = {
      customer,
      lines,
      paymentMethod: (data.get("paymentMethod") as PaymentMethod | null) ?? "upi",
      honeypot: String(data.get(HONEYPOT_FIELD) ?? ""),
    };
    const fingerprint = attemptFingerprint(request);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey(), orderDate: new Date().toISOString() };
    }

    inFlight.current = true;
    setSending(true);
    const outcome = await postOrder(request, attempt.current);
    inFlight.current = false;
    setSending(false);
    if (outcome.ok) {
      attempt.current = null;
      onPlaced(outcome.reference);
      return;
    }
    setErrors(outcome.fieldErrors);
    setFailure(outcome.message);
    focusFirstError(outcome.fieldErrors);
    if (outcome.staleCart) onStaleCart();
  }

  /** after a refused submit, a field's message goes as soon as the field is right */
  const recheck = (name: CustomerField) => {
    // errors are only shown after a submit, which had the schema loaded
    if (!errors[name] || !formRef.current || !schema.current) return;
    const message = customerErrors(schema.current, customerOf(formRef.current))[name];
    setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };

  return (
    <section
      aria-labelledby="shipping-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="shipping-heading" className="font-display text-xl font-bold text-slate-900">
        Shipping &amp; Payment Information
      </h2>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="relative mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => (
            <div
              key={field.name}
              className={field.name === "address" || field.name === "name" ? "sm:col-span-2" : ""}
            >
              {field.name === "country" ? (
                <SelectField
                  label={field.label}
                  name={field.name}
                  autoComplete={field.autoComplete}
                  required
                  className="scroll-mt-24"
                  error={errors[field.name]}
                  onChange={() => recheck(field.name)}
                  defaultValue={SHIPPING_HOME}
                >
                  {shippingCountries.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <TextField
                  label={field.label}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  className="scroll-mt-24"
                  error={errors[field.name]}
                  onChange={() => recheck(field.name)}
                />
              )}
            </div>
          ))}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Payment method</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2" data-chat-keep-clear="">
            {paymentMethods.map((method) => (
              <label
                key={method}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-4 py-3 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700"
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  defaultChecked={method === "upi"}
                  className="h-4 w-4 accent-brand-700"
                />
                <span className="font-medium text-slate-900">{paymentMethodLabels[method]}</span>
              </label>
            ))}
          </div>
          <p className="mt-2 text-sm text-slate-600">
            We never ask for card details here. Pay by UPI when we confirm your order, or in cash on delivery.
          </p>
        </fieldset>
        <HoneypotField />
        <PrivacyNoticeLink purpose="to deliver your order and tell you about it" />
        <div role="alert">
          {failure && (
            <p className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              Your order was not placed: {failure}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={sending || lines.length === 0}
          data-chat-keep-clear=""
          className={`${buttonClass("primary", "lg")} w-full`}
        >
          {sending ? "Placing your order…" : "Place Order"}
        </button>
      </form>
    </section>
  );
}

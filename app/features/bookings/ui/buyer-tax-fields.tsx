import { CodeField, TextAreaField, TextField, type fieldsOf } from "~/components/ui/field";

/**
 * What the GST documents say of the buyer (issue 40), all optional when booking: the address (a
 * tax invoice of ₹50,000 or more to a buyer without a GSTIN needs it; the booking page asks for it
 * later otherwise) and, for a business, its GSTIN and registered name. Folded away: most travellers
 * need none of it.
 */
export function BuyerTaxFields({ field }: { field: ReturnType<typeof fieldsOf> }) {
  const open = ["customer_address", "customer_gstin", "customer_business_name"].some(
    (name) => field(name).defaultValue || field(name).error,
  );
  return (
    <details open={open} className="rounded-lg border border-slate-200 px-4 py-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        Address and GSTIN for the invoice (optional)
      </summary>
      <div className="mt-3 space-y-4">
        <TextAreaField
          label="Your address"
          hint="Printed on your receipts and invoice; needed on an invoice of ₹50,000 or more"
          autoComplete="street-address"
          rows={2}
          maxLength={300}
          {...field("customer_address")}
        />
        <CodeField
          label="Business GSTIN"
          hint="Booking for a business? 15 characters, e.g. 27AAPFU0939F1ZV"
          maxLength={15}
          {...field("customer_gstin")}
        />
        <TextField
          label="Business name"
          autoComplete="organization"
          maxLength={200}
          {...field("customer_business_name")}
        />
      </div>
    </details>
  );
}

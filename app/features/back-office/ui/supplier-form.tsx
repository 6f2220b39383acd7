import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldsOf, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { supplierKindLabels, supplierKinds } from "../../../../domain/back-office-values";
import type { FormAnswer } from "../back-office-form";
import type { SupplierJson } from "../suppliers/supplier-schema";

/**
 * A supplier's details as a form: adding one (`intent` "create") or changing it ("update"). The
 * server checks GSTIN, UPI ID, account number and IFSC as Settings does.
 */
export function SupplierForm({
  intent,
  supplier,
  answer,
}: {
  intent: "create" | "update";
  supplier?: SupplierJson;
  answer: FormAnswer | undefined;
}) {
  const mine = answer?.intent === intent ? answer : undefined;
  const refused = mine && !mine.ok ? mine : null;
  const field = fieldsOf(
    (name) =>
      refused?.values[name] ?? (supplier ? String(supplier[name as keyof SupplierJson] ?? "") : undefined),
    refused?.errors ?? {},
  );
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {mine && <Notice tone={mine.ok ? "success" : "error"}>{mine.message}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="organization" {...field("name")} />
        <SelectField label="Provides" required {...field("kind")}>
          {supplierKinds.map((kind) => (
            <option key={kind} value={kind}>
              {supplierKindLabels[kind]}
            </option>
          ))}
        </SelectField>
        <TextField label="City" {...field("city")} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField
          label="GSTIN"
          autoCapitalize="characters"
          hint="15 characters, e.g. 27AAPFU0939F1ZV"
          {...field("gstin")}
        />
        <TextField label="UPI ID" hint="e.g. hotel@okhdfcbank" {...field("upi_id")} />
        <TextField label="Bank account name" {...field("bank_account_name")} />
        <TextField label="Bank account number" inputMode="numeric" {...field("bank_account_number")} />
        <TextField label="IFSC" autoCapitalize="characters" hint="e.g. HDFC0001234" {...field("bank_ifsc")} />
      </div>
      <TextAreaField label="Notes" rows={3} {...field("notes")} />
      <button type="submit" className={buttonClass("primary", "md")}>
        {intent === "create" ? "Add supplier" : "Save supplier"}
      </button>
    </Form>
  );
}

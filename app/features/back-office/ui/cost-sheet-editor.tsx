import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { costBases, costBasisLabels } from "../../../../domain/back-office-values";
import { SPARE_COST_ROWS, type FormAnswer } from "../back-office-form";
import type { CostLineJson } from "../costs/cost-sheet-schema";

type SupplierChoice = { id: string; name: string };

function LineFields({
  index,
  line,
  suppliers,
  answer,
}: {
  index: number;
  line: CostLineJson | null;
  suppliers: SupplierChoice[];
  answer: FormAnswer | undefined;
}) {
  const name = (field: string) => `lines.${index}.${field}`;
  const refused = answer && !answer.ok ? answer : null;
  const value = (field: string, fallback: string) => refused?.values[name(field)] ?? fallback;
  const error = (field: string) => refused?.errors[name(field)];
  return (
    <fieldset className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 lg:grid-cols-[2fr_1.4fr_1fr_0.8fr_0.8fr_1.4fr]">
      <legend className="sr-only">
        {line ? `Line ${index + 1}: ${line.label}` : `New line ${index + 1}`}
      </legend>
      <div className="col-span-2 lg:col-span-1">
        <TextField
          label="What for"
          name={name("label")}
          defaultValue={value("label", line?.label ?? "")}
          error={error("label")}
        />
      </div>
      <SelectField
        label="Basis"
        name={name("basis")}
        defaultValue={value("basis", line?.basis ?? "per_traveller")}
        error={error("basis")}
      >
        {costBases.map((basis) => (
          <option key={basis} value={basis}>
            {costBasisLabels[basis]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Unit cost (₹)"
        name={name("unit_cost")}
        inputMode="decimal"
        defaultValue={value("unit_cost", line ? String(line.unit_cost) : "")}
        error={error("unit_cost")}
      />
      <TextField
        label="Quantity"
        name={name("quantity")}
        inputMode="numeric"
        defaultValue={value("quantity", line ? String(line.quantity) : "")}
        error={error("quantity")}
      />
      <TextField
        label="GST %"
        name={name("gst_percent")}
        inputMode="decimal"
        defaultValue={value("gst_percent", line ? String(line.gst_percent) : "")}
        error={error("gst_percent")}
      />
      <SelectField
        label="Supplier"
        name={name("supplier_id")}
        defaultValue={value("supplier_id", line?.supplier_id ?? "")}
        error={error("supplier_id")}
      >
        <option value="">None</option>
        {suppliers.map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

/**
 * A cost sheet's lines as a form (the package's default or a departure's): each line's label,
 * basis, unit cost before GST, quantity (nights; the seats of a vehicle for per vehicle), the
 * supplier's GST and the supplier, with blank rows for new lines. A line with a blank label goes.
 */
export function CostSheetEditor({
  lines,
  suppliers,
  answer,
  children,
}: {
  lines: CostLineJson[];
  suppliers: SupplierChoice[];
  answer: FormAnswer | undefined;
  /** fields of the sheet beside its lines (the package's decision lead) */
  children?: ReactNode;
}) {
  const rows = [...lines, ...Array.from({ length: SPARE_COST_ROWS }, () => null)];
  return (
    <section
      aria-labelledby="cost-editor-heading"
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="cost-editor-heading" className="text-lg font-semibold text-slate-900">
        Edit the cost lines
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Unit costs in rupees before GST. Quantity multiplies (nights, days); for a vehicle it is the seats of
        one vehicle. Clear a line&apos;s “What for” to remove it.
      </p>
      {answer?.intent === "costs" && <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="costs" />
        {children}
        {rows.map((line, index) => (
          <LineFields key={index} index={index} line={line} suppliers={suppliers} answer={answer} />
        ))}
        <button type="submit" className={buttonClass("primary", "md")}>
          Save the cost sheet
        </button>
      </Form>
    </section>
  );
}

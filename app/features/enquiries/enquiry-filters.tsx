import { Form } from "react-router";
import { FilterActions } from "~/components/ui/filter-actions";
import { SelectField, TextField } from "~/components/ui/field";
import { enquirySourceLabels, type EnquiryAdminQuery } from "./enquiry-admin-query";
import { enquirySources } from "./enquiry-schema";

/** The Enquiry screen's filters: a GET form, so every filtered view has its own URL. */
export function EnquiryFilters({
  query,
  errors,
  exportHref,
}: {
  query: EnquiryAdminQuery;
  errors: Record<string, string>;
  exportHref: string;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter enquiries"
      className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-5"
    >
      <div className="col-span-2">
        <TextField
          label="Search"
          name="q"
          type="search"
          hint="Name, email, phone, destination, subject or message"
          defaultValue={query.q ?? ""}
          error={errors.q}
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <SelectField label="Source" name="source" defaultValue={query.source ?? ""} error={errors.source}>
          <option value="">All sources</option>
          {enquirySources.map((source) => (
            <option key={source} value={source}>
              {enquirySourceLabels[source]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Received from"
        name="from"
        type="date"
        defaultValue={query.from ?? ""}
        error={errors.from}
      />
      <TextField label="Received to" name="to" type="date" defaultValue={query.to ?? ""} error={errors.to} />
      <FilterActions
        clearHref="/admin/enquiries"
        exportHref={exportHref}
        className="col-span-2 lg:col-span-5"
      />
    </Form>
  );
}

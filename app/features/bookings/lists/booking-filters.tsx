import { Form } from "react-router";
import { FilterActions } from "~/components/ui/filter-actions";
import { SelectField, TextField } from "~/components/ui/field";
import type { BookingAdminQuery } from "./booking-admin-query";
import { bookingStatuses } from "../booking-schema";
import { bookingStatusLabels } from "../ui/booking-status-badge";

/** The Bookings screen's filters: a GET form, so every filtered view has its own URL. */
export function BookingFilters({
  query,
  errors,
  exportHref,
}: {
  query: BookingAdminQuery;
  errors: Record<string, string>;
  exportHref: string;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter bookings"
      className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-6"
    >
      <div className="col-span-2">
        <TextField
          label="Search"
          name="q"
          type="search"
          hint="Name, phone, email or reference"
          defaultValue={query.q ?? ""}
          error={errors.q}
        />
      </div>
      <SelectField label="Status" name="status" defaultValue={query.status ?? ""} error={errors.status}>
        <option value="">All statuses</option>
        {bookingStatuses.map((status) => (
          <option key={status} value={status}>
            {bookingStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Travel month"
        name="travel_month"
        type="month"
        placeholder="YYYY-MM"
        defaultValue={query.travel_month ?? ""}
        error={errors.travel_month}
      />
      <TextField
        label="Booked from"
        name="from"
        type="date"
        defaultValue={query.from ?? ""}
        error={errors.from}
      />
      <TextField label="Booked to" name="to" type="date" defaultValue={query.to ?? ""} error={errors.to} />
      <FilterActions
        clearHref="/admin/bookings"
        exportHref={exportHref}
        className="col-span-2 lg:col-span-6"
      />
    </Form>
  );
}

import {
  ChoiceFilter,
  DayRangeFilter,
  FilterBar,
  MonthFilter,
  SearchFilter,
} from "~/components/ui/filter-bar";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import type { ScreenFilters } from "~/lib/list-query";
import type { BookingAdminQuery } from "./booking-admin-query";
import { bookingStatuses } from "../booking-schema";
import { bookingStatusLabels } from "../../../../domain/booking-values";

const statusChoices = bookingStatuses.map((status) => ({
  value: status,
  label: bookingStatusLabels[status],
}));

/** The Bookings screen's filters: a GET form, so every filtered view has its own URL. */
export function BookingFilters(props: ScreenFilters<BookingAdminQuery>) {
  const mayExport = useStaffMay("export");
  return (
    <FilterBar
      label="Filter bookings"
      columns={6}
      exportHref={mayExport ? "/admin/export/bookings.csv" : undefined}
      {...props}
    >
      <SearchFilter hint="Name, phone, email or reference" />
      <ChoiceFilter name="status" label="Status" all="All statuses" choices={statusChoices} />
      <MonthFilter name="travel_month" label="Travel month" />
      <DayRangeFilter from="Booked from" to="Booked to" />
    </FilterBar>
  );
}

import { ChoiceFilter, DayRangeFilter, FilterBar, SearchFilter } from "~/components/ui/filter-bar";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import type { ScreenFilters } from "~/lib/list-query";
import { enquirySourceLabels, type EnquiryAdminQuery } from "./enquiry-admin-query";
import { enquirySources } from "./enquiry-schema";

const sourceChoices = enquirySources.map((source) => ({ value: source, label: enquirySourceLabels[source] }));

/** The Enquiry screen's filters: a GET form, so every filtered view has its own URL. */
export function EnquiryFilters(props: ScreenFilters<EnquiryAdminQuery>) {
  const mayExport = useStaffMay("export");
  return (
    <FilterBar
      label="Filter enquiries"
      columns={5}
      exportHref={mayExport ? "/admin/export/enquiries.csv" : undefined}
      {...props}
    >
      <SearchFilter hint="Name, email, phone, destination, subject or message" />
      <ChoiceFilter
        name="source"
        label="Source"
        all="All sources"
        choices={sourceChoices}
        className="col-span-2 lg:col-span-1"
      />
      <DayRangeFilter from="Received from" to="Received to" />
    </FilterBar>
  );
}

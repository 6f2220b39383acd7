import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { eachEnquiryBatch } from "~/features/enquiries/enquiry-list.server";
import { enquiryAdminQuerySchema, enquirySourceLabels } from "~/features/enquiries/enquiry-admin-query";
import { csvStreamResponse, refusedFilters } from "~/lib/csv.server";
import { formatIndiaDateTime, todayInIndia } from "~/lib/dates";
import { parseListQuery } from "~/lib/list-query";
import type { Route } from "./+types/export-enquiries";

const ENQUIRY_CSV_COLUMNS = [
  "Received (India time)",
  "Source",
  "Name",
  "Email",
  "Phone",
  "Destination",
  "Subject",
  "Message",
];

/** Exactly the enquiries the Enquiry screen's filter shows, every page of them, streamed in batches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { query, errors } = parseListQuery(enquiryAdminQuerySchema, new URL(request.url).searchParams);
  const refused = refusedFilters(errors);
  if (refused) return refused;
  return csvStreamResponse(
    `enquiries-${todayInIndia()}.csv`,
    ENQUIRY_CSV_COLUMNS,
    eachEnquiryBatch(context.db, query),
    (e) => [
      formatIndiaDateTime(e.createdAt),
      enquirySourceLabels[e.source],
      e.name,
      e.email,
      e.phone,
      e.destination,
      e.subject,
      e.message,
    ],
  );
}

import { z } from "zod";
import { blankAsMissing, dayField, pageField, screenCursorField } from "~/lib/list-query";
import { listSearchField } from "~/lib/text-fields";
import { enquirySources, type EnquirySource } from "./enquiry-schema";

/**
 * The admin's Enquiry screen and its CSV export: `GET /admin/enquiries?source=&from=&to=&q=&page=`
 * (10 a page, docs/product.md §9). `from`/`to` bound the day the lead arrived, in Asia/Kolkata.
 */
export const enquiryAdminQuerySchema = z.object({
  source: blankAsMissing(z.enum(enquirySources, { error: "Unknown source" }).optional()),
  from: dayField,
  to: dayField,
  q: blankAsMissing(listSearchField),
  page: pageField,
  cursor: screenCursorField,
});
export type EnquiryAdminQuery = z.output<typeof enquiryAdminQuerySchema>;

/** How the admin screens name each source. */
export const enquirySourceLabels: Record<EnquirySource, string> = {
  website: "Contact form",
  popup: "Plan Your Dream Vacation popup",
  chatbot: "Chat assistant",
  newsletter: "Newsletter",
  "offers_page Subscription": "Offers page newsletter",
  other: "Other",
};

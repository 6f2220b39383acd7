import { buildOpenApiDocument, type ApiOperation, type ApiTag } from "~/lib/openapi";
import { apiWork, rolesFor } from "~/features/admin-auth/permissions-schema";
import { agencySettingsOperations } from "~/features/agency-settings/agency-settings-openapi";
import { adminAuthOperations } from "~/features/admin-auth/admin-auth-openapi";
import { auditOperations } from "~/features/audit/audit-openapi";
import { backOfficeOperations } from "~/features/back-office/back-office-openapi";
import { bookingLookupOperations } from "~/features/bookings/lookup/booking-lookup-openapi";
import { bookingOperations } from "~/features/bookings/booking-openapi";
import { cancellationOperations } from "~/features/bookings/cancellations/cancellation-openapi";
import { departureOperations } from "~/features/bookings/departures/departure-openapi";
import { manifestOperations } from "~/features/bookings/manifest/manifest-openapi";
import { travellerOperations } from "~/features/bookings/travellers/traveller-openapi";
import { cspReportOperations } from "~/features/csp-reports/csp-report-openapi";
import { enquiryOperations } from "~/features/enquiries/enquiry-openapi";
import { contactOperations } from "~/features/contacts/contact-openapi";
import { paymentOperations } from "~/features/bookings/payments/payment-openapi";
import { claimOperations } from "~/features/bookings/payments/claims/claim-openapi";
import { pricingOperations } from "~/features/pricing/pricing-openapi";
import { quoteOperations } from "~/features/quotes/quote-openapi";
import { pushOperations } from "~/features/notifications/push/push-openapi";
import { peopleOperations } from "~/features/people/people-openapi";
import { privacyOperations } from "~/features/privacy/privacy-openapi";
import { reviewOperations } from "~/features/reviews/review-openapi";
import { shopOperations } from "~/features/shop/shop-openapi";
import { staffOperations } from "~/features/staff/staff-openapi";
import { tourOperations } from "~/features/tours/tour-openapi";
import { taxOperations } from "~/features/tax/tax-openapi";
import { tripOperations } from "~/features/trip/trip-openapi";

/** Every documented call of the JSON API; GET /api/openapi.json is built from this list. */
export const apiOperations: ApiOperation[] = [
  ...tourOperations,
  ...bookingOperations,
  ...bookingLookupOperations,
  ...travellerOperations,
  ...paymentOperations,
  ...claimOperations,
  ...cancellationOperations,
  ...departureOperations,
  ...manifestOperations,
  ...enquiryOperations,
  ...contactOperations,
  ...reviewOperations,
  ...shopOperations,
  ...pricingOperations,
  ...agencySettingsOperations,
  ...taxOperations,
  ...pushOperations,
  ...adminAuthOperations,
  ...auditOperations,
  ...cspReportOperations,
  ...peopleOperations,
  ...privacyOperations,
  ...staffOperations,
  ...quoteOperations,
  ...tripOperations,
  ...backOfficeOperations,
  {
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This OpenAPI 3.1 document",
    description:
      "The description of every call of the API, built from the same zod schemas the server parses with; " +
      "a client generator or a linter can read it as it is.",
    tag: "Docs",
    responses: { 200: { description: "The OpenAPI document" } },
  },
];

/** The document's groups of calls: every operation's tag is one of these (a test checks it). */
const apiTags: ApiTag[] = [
  {
    name: "Tours",
    description: "The catalogue of tour packages: public reads, admin writes with their images and PDF",
  },
  {
    name: "Bookings",
    description: "Booking a package, the admin's booking list and status changes, a traveller's own booking",
  },
  {
    name: "Payments",
    description: "Money received and refunded on a booking, and balances overdue under the payment policy",
  },
  {
    name: "Cancellations",
    description: "Travellers' requests to cancel a booking, and the admin's decisions",
  },
  {
    name: "Departures",
    description: "A package's fixed departure dates and seats, and each departure's waitlist",
  },
  {
    name: "Quotes",
    description:
      "Custom quotes: staff compose and send them; the traveller accepts one (a booking) or asks for changes",
  },
  {
    name: "Enquiries",
    description: "Leads from the popup, the newsletter, the contact form and the chat assistant",
  },
  {
    name: "Contacts",
    description:
      "The sales desk: one contact per person, its stage, owner and follow-up, its timeline, merges, and where leads come from",
  },
  {
    name: "Trips",
    description:
      "Running a departure: rooming lists, stays, vehicles and duty slips, guides, suppliers' confirmations, the tour leader's page",
  },
  { name: "Reviews", description: "Reviews of tour packages" },
  { name: "Shop", description: "The travel gear catalogue and gear orders" },
  { name: "Notifications", description: "Browser push subscriptions and messages, and the email outbox" },
  { name: "Admin auth", description: "Admin login, sessions, the second factor and the audit log" },
  { name: "Docs", description: "This description of the API" },
  {
    name: "People",
    description: "One person's data: export everything held about an email or phone, or erase it",
  },
  {
    name: "Privacy",
    description:
      "Consents as recorded, rights requests (access, correction, erasure) and complaints to the grievance officer",
  },
  { name: "Security", description: "Content-Security-Policy violation reports sent by browsers" },
  { name: "Pricing", description: "Automatic discounts, promo codes and how they combine (admin)" },
  { name: "Staff", description: "The agency's staff: invitations, roles and disabled accounts (owner)" },
  { name: "Settings", description: "The agency's payment and tax details (admin)" },
  {
    name: "Back office",
    description:
      "The money of a departure: suppliers, cost sheets, break-even, supplier bills and payments, profit per departure and the Tally export",
  },
];

const API_DESCRIPTION = [
  "The JSON API of the Safarnama travel agency's website: the tour catalogue, bookings, payments, " +
    "departures and waitlists, enquiries, reviews, the gear shop and notifications.",
  "Bodies are JSON sent as `application/json` (415 otherwise; tour writes are multipart forms). A " +
    "write answers `{ success: true, message, ... }`; every failure answers `{ success: false, " +
    "message, errors? }` with a message per field. Amounts are whole rupees. Field names keep their " +
    "historic spelling (`itenory`, `think_to_pack`).",
  "Admin calls need the admin session cookie or an API token (`Authorization: Bearer ...`). Public " +
    "writes are limited per address (429 with Retry-After). Send an `Idempotency-Key` header to " +
    "make a booking or an order safe to retry.",
].join("\n\n");

/**
 * An admin operation's description ends with the roles that may call it, from the one table
 * requireAdmin enforces (admin-auth/permissions-schema.ts); `x-roles` lists them for client generators.
 */
function withRoles(op: ApiOperation): ApiOperation {
  if (!op.admin) return op;
  const work = apiWork[`${op.method.toUpperCase()} ${op.path}`];
  const roles = work ? rolesFor(work) : ["owner" as const];
  return { ...op, description: `${op.description} Roles: ${roles.join(", ")}.`, roles };
}

/** GET /api/openapi.json: the document for the site at `siteUrl`, with the agency as its contact. */
export function openApiDocument(site: { siteUrl: string; agencyName: string; agencyEmail: string }) {
  return buildOpenApiDocument(apiOperations.map(withRoles), {
    title: "Safarnama API",
    version: "1.0.0",
    description: API_DESCRIPTION,
    contact: { name: site.agencyName, email: site.agencyEmail, url: new URL("/contact", site.siteUrl).href },
    serverUrl: site.siteUrl,
    tags: apiTags,
  });
}

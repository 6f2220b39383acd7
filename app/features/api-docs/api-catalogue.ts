import type { ApiOperation } from "~/lib/openapi";
import { adminAuthOperations } from "~/features/admin-auth/admin-auth-openapi";
import { auditOperations } from "~/features/audit/audit-openapi";
import { bookingLookupOperations } from "~/features/booking-lookup/booking-lookup-openapi";
import { bookingOperations } from "~/features/bookings/booking-openapi";
import { cancellationOperations } from "~/features/cancellations/cancellation-openapi";
import { departureOperations } from "~/features/departures/departure-openapi";
import { enquiryOperations } from "~/features/enquiries/enquiry-openapi";
import { peopleOperations } from "~/features/people/people-openapi";
import { paymentOperations } from "~/features/payments/payment-openapi";
import { pushOperations } from "~/features/notifications/push-openapi";
import { reviewOperations } from "~/features/reviews/review-openapi";
import { shopOperations } from "~/features/shop/shop-openapi";
import { tourOperations } from "~/features/tours/tour-openapi";

/** Every documented call of the JSON API; GET /api/openapi.json is built from this list. */
export const apiOperations: ApiOperation[] = [
  ...tourOperations,
  ...bookingOperations,
  ...bookingLookupOperations,
  ...paymentOperations,
  ...cancellationOperations,
  ...departureOperations,
  ...enquiryOperations,
  ...reviewOperations,
  ...shopOperations,
  ...pushOperations,
  ...adminAuthOperations,
  ...auditOperations,
  ...peopleOperations,
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This OpenAPI 3.1 document",
    tag: "Docs",
    responses: { 200: { description: "The OpenAPI document" } },
  },
];

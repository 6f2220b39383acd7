import type { ApiOperation } from "~/lib/openapi";
import { adminAuthOperations } from "~/features/admin-auth/admin-auth-openapi";
import { auditOperations } from "~/features/audit/audit-openapi";
import { bookingLookupOperations } from "~/features/bookings/lookup/booking-lookup-openapi";
import { bookingOperations } from "~/features/bookings/booking-openapi";
import { cancellationOperations } from "~/features/bookings/cancellations/cancellation-openapi";
import { departureOperations } from "~/features/bookings/departures/departure-openapi";
import { enquiryOperations } from "~/features/enquiries/enquiry-openapi";
import { paymentOperations } from "~/features/bookings/payments/payment-openapi";
import { pricingOperations } from "~/features/pricing/pricing-openapi";
import { pushOperations } from "~/features/notifications/push/push-openapi";
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
  ...pricingOperations,
  ...pushOperations,
  ...adminAuthOperations,
  ...auditOperations,
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This OpenAPI 3.1 document",
    tag: "Docs",
    responses: { 200: { description: "The OpenAPI document" } },
  },
];

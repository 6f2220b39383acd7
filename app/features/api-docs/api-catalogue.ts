import type { ApiOperation } from "~/lib/openapi";
import { adminAuthOperations } from "~/features/admin-auth/admin-auth-openapi";
import { auditOperations } from "~/features/audit/audit-openapi";
import { bookingOperations } from "~/features/bookings/booking-openapi";
import { enquiryOperations } from "~/features/enquiries/enquiry-openapi";
import { pushOperations } from "~/features/notifications/push-openapi";
import { reviewOperations } from "~/features/reviews/review-openapi";
import { shopOperations } from "~/features/shop/shop-openapi";
import { tourOperations } from "~/features/tours/tour-openapi";

/** Every documented call of the JSON API; GET /api/openapi.json is built from this list. */
export const apiOperations: ApiOperation[] = [
  ...tourOperations,
  ...bookingOperations,
  ...enquiryOperations,
  ...reviewOperations,
  ...shopOperations,
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

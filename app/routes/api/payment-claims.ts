import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import {
  claimListQuerySchema,
  claimMessages,
  paymentClaimInputSchema,
} from "~/features/bookings/payments/claims/claim-schema";
import { listClaims, submitClaim } from "~/features/bookings/payments/claims/claim-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { apiRoute, json, parseWith, queryOf, readJson } from "~/lib/http.server";
import type { Route } from "./+types/payment-claims";

/** POST is public and rate-limited like a lookup (rate-limit-rules.ts "lookup"); GET is the admin's list. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(claimListQuerySchema, queryOf(request));
    return json(await listClaims(context.db, query));
  },
  POST: async ({ request, context }) => {
    const input = parseWith(paymentClaimInputSchema, await readJson(request));
    const claim = await submitClaim(context.db, input, { agency: agencyContactOf(context.config) });
    return json({ success: true, message: claimMessages.submitted, ...claim }, 201);
  },
});

export const loader = handle;
export const action = handle;

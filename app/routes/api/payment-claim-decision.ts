import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { claimDecisionSchema } from "~/features/bookings/payments/claims/claim-schema";
import { decideClaim } from "~/features/bookings/payments/claims/claim-service.server";
import { agencyWithPayee } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/payment-claim-decision";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(claimDecisionSchema, await readJson(request));
    const claim = await decideClaim(context.db, params.id ?? "", input, {
      agency: await agencyWithPayee(context.db, context.config),
      config: context.config,
    });
    return json(claim);
  },
});

export const loader = handle;
export const action = handle;

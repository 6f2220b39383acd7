import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { answerFromSupplier, requestFromSupplier } from "~/features/trip/supplier-request-service.server";
import {
  supplierAnswerInputSchema,
  supplierRequestInputSchema,
  tripMessages,
} from "~/features/trip/trip-schema";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/departure-supplier-requests";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const target = parseWith(supplierRequestInputSchema, await readJson(request));
    const sent = await requestFromSupplier(
      context.db,
      params.id ?? "",
      params.departureId ?? "",
      target,
      agencyContactOf(context.config),
    );
    if (!sent) throw notFound(tripMessages.notFound);
    return json(sent, 201);
  },
  PUT: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const answer = parseWith(supplierAnswerInputSchema, await readJson(request));
    const saved = await answerFromSupplier(context.db, params.id ?? "", params.departureId ?? "", answer);
    if (!saved) throw notFound(tripMessages.notFound);
    return json(saved);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { personContactSchema } from "~/features/people/people-schema";
import { listConsents } from "~/features/privacy/consents/consent-service.server";
import { apiRoute, json, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/consents";

/** One person's consents, by email or phone (owners and managers). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const { contact } = parseWith(personContactSchema, queryOf(request));
    return json(await listConsents(context.db, contact));
  },
});

export const loader = handle;
export const action = handle;

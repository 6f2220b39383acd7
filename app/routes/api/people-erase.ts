import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { personContactSchema } from "~/features/people/people-schema";
import { erasePerson } from "~/features/people/people-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/people-erase";

/** Erases one person (DPDP Act 2023: the right of erasure), keeping what the accounts need. */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const { contact } = parseWith(personContactSchema, await readJson(request));
    return json({ success: true, ...(await erasePerson(context.db, contact)) });
  },
});

export const loader = handle;
export const action = handle;

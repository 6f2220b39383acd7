import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { personContactSchema } from "~/features/people/people-schema";
import { exportPerson } from "~/features/people/people-service.server";
import { apiRoute, json, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/people-export";

/** Everything held about one person, as a JSON download (DPDP Act 2023: the right of access). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const { contact } = parseWith(personContactSchema, queryOf(request));
    const held = await exportPerson(context.db, contact);
    return json(held, {
      headers: { "Content-Disposition": 'attachment; filename="personal-data.json"' },
    });
  },
});

export const loader = handle;
export const action = handle;

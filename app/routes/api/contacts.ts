import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { contactListQuerySchema } from "~/features/contacts/contact-schema";
import { contactFilterOf, listContacts } from "~/features/contacts/contact-service.server";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/contacts";

/** The sales desk's contacts, one keyset page (ADR 029). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(contactListQuerySchema, queryOf(request));
    const filter = await contactFilterOf(context.db, query);
    return pagedJson(
      request,
      await listContacts(context.db, { ...filter, limit: query.limit, cursor: query.cursor }),
    );
  },
});

export const loader = handle;
export const action = handle;

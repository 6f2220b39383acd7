import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { contactMergeSchema, contactMessages } from "~/features/contacts/contact-schema";
import { mergeContacts } from "~/features/contacts/contact-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/contact-person-merge";

/** Two contacts that are one person: this one's history moves to `into` (managers and owners). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const { into } = parseWith(contactMergeSchema, await readJson(request));
    if (!isUuid(params.id)) throw notFound(contactMessages.notFound);
    return json({ success: true, contact: await mergeContacts(context.db, params.id, into) });
  },
});

export const loader = handle;
export const action = handle;

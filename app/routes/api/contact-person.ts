import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { contactMessages, contactUpdateSchema } from "~/features/contacts/contact-schema";
import { getContact, updateContact } from "~/features/contacts/contact-service.server";
import { contactTimeline } from "~/features/contacts/contact-timeline-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/contact-person";

/** One contact of the sales desk with its timeline; its stage, owner, follow-up and notes. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const contact = isUuid(params.id) ? await getContact(context.db, params.id) : null;
    if (!contact) throw notFound(contactMessages.notFound);
    return json({ contact, timeline: (await contactTimeline(context.db, contact.id)) ?? [] });
  },
  PATCH: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const input = parseWith(contactUpdateSchema, await readJson(request));
    if (!isUuid(params.id)) throw notFound(contactMessages.notFound);
    return json({ success: true, contact: await updateContact(context.db, params.id, input) });
  },
});

export const loader = handle;
export const action = handle;

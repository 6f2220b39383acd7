import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { contactMessages, contactNoteSchema } from "~/features/contacts/contact-schema";
import { addContactNote } from "~/features/contacts/contact-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/contact-person-notes";

/** A note, or a call made, on a contact's timeline. */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const note = parseWith(contactNoteSchema, await readJson(request));
    if (!isUuid(params.id)) throw notFound(contactMessages.notFound);
    return json({ success: true, contact: await addContactNote(context.db, params.id, note) }, 201);
  },
});

export const loader = handle;
export const action = handle;

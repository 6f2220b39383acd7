import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { contactShapeOf, enquiryListQuerySchema, messages } from "~/features/enquiries/enquiry-schema";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { enquiryListAnswer } from "~/features/enquiries/enquiry-list.server";
import { submitEnquiry } from "~/features/enquiries/enquiry-service.server";
import { honeypotTripped } from "~/lib/honeypot";
import { apiRoute, json, parseWith, queryOf, readJson } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/contact";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(enquiryListQuerySchema, queryOf(request));
    const { page, body } = await enquiryListAnswer(context.db, query);
    return pagedJson(request, page, body);
  },
  // One URL takes the popup, both newsletter boxes and the contact form (docs/product.md §7); the
  // keys say which.
  POST: async ({ request, context }) => {
    const body = await readJson(request);
    const shape = contactShapeOf(body);
    const notify = agencyContactOf(context.config);
    // a filled honeypot is a bot: validated and answered like a person, stored and sent nowhere
    const stored = !honeypotTripped(body);
    switch (shape.kind) {
      case "signup": {
        const data = parseWith(shape.schema, body);
        const { created } = stored
          ? await submitEnquiry(context.db, { kind: "signup", data }, notify)
          : { created: true };
        return json({ success: true, message: messages.signup }, created ? 201 : 200);
      }
      case "contact": {
        const data = parseWith(shape.schema, body);
        if (stored) await submitEnquiry(context.db, { kind: "contact", data }, notify);
        return json({ success: true, message: messages.contact }, 201);
      }
      case "popup": {
        const data = parseWith(shape.schema, body);
        if (stored) await submitEnquiry(context.db, { kind: "popup", data }, notify);
        return json({ success: true, message: messages.popup }, 201);
      }
    }
  },
});

export const loader = handle;
export const action = handle;

import { chatLeadSchema, messages } from "~/features/enquiries/enquiry-schema";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { submitEnquiry } from "~/features/enquiries/enquiry-service.server";
import { honeypotTripped } from "~/lib/honeypot";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/contact-chatbot";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const body = await readJson(request);
    const data = parseWith(chatLeadSchema, body);
    // a filled honeypot is a bot: answered like a person, stored and sent nowhere
    if (honeypotTripped(body)) return json({ success: true, message: messages.chatbot }, 201);
    await submitEnquiry(context.db, { kind: "chatbot", data }, agencyContactOf(context.config));
    return json({ success: true, message: messages.chatbot }, 201);
  },
});

export const loader = handle;
export const action = handle;

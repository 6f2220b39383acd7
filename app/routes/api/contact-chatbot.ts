import { chatLeadSchema, messages } from "~/features/enquiries/enquiry-schema";
import { agencyContactOf } from "~/features/notifications/agency-contact.server";
import { submitEnquiry } from "~/features/enquiries/enquiry-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/contact-chatbot";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const data = parseWith(chatLeadSchema, await readJson(request));
    await submitEnquiry(context.db, { kind: "chatbot", data }, agencyContactOf(context.config));
    return json({ success: true, message: messages.chatbot }, 201);
  },
});

export const loader = handle;
export const action = handle;

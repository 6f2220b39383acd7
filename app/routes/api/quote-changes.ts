import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { quoteChangesSchema, quoteMessages } from "~/features/quotes/quote-schema";
import { requestQuoteChanges } from "~/features/quotes/quote-traveller-service.server";
import { todayInIndia } from "~/lib/dates";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/quote-changes";

/** The traveller asks for changes: a message to the contact's owner (rate-limited like enquiries). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const input = parseWith(quoteChangesSchema, await readJson(request));
    await requestQuoteChanges(context.db, input, {
      agency: agencyContactOf(context.config),
      today: todayInIndia(),
    });
    return json({ success: true, message: quoteMessages.changesSent }, { status: 202 });
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { sendQuote } from "~/features/quotes/quote-service.server";
import { todayInIndia } from "~/lib/dates";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/quote-send";

/** Sends a draft quote to the traveller: the signed link and the PDF (admin). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const quote = await sendQuote(context.db, params.id, {
      agency: agencyContactOf(context.config),
      config: context.config,
      today: todayInIndia(),
    });
    return json({ success: true, quote });
  },
});

export const loader = handle;
export const action = handle;

import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import {
  privacyRequestInputSchema,
  privacyRequestMessages,
} from "~/features/privacy/requests/privacy-request-schema";
import {
  createPrivacyRequest,
  privacyRequestDecoy,
} from "~/features/privacy/requests/privacy-request-service.server";
import { honeypotTripped } from "~/lib/honeypot";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import { createdAnswer, idempotencyKeyOf } from "~/lib/request-idempotency.server";
import type { Route } from "./+types/privacy-requests";

/** A rights request (DPDP Act 2023): the `/privacy-request` form's schema and service. */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const body = await readJson(request);
    const input = parseWith(privacyRequestInputSchema, body);
    const message = privacyRequestMessages.received;
    if (honeypotTripped(body)) return json({ success: true, message, ...privacyRequestDecoy() }, 201);
    const { created, value } = await createPrivacyRequest(context.db, input, {
      agency: agencyContactOf(context.config),
      idempotencyKey,
    });
    return createdAnswer(created, { success: true, message, ...value });
  },
});

export const loader = handle;
export const action = handle;

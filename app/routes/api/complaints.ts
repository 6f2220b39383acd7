import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { complaintInputSchema, complaintMessages } from "~/features/privacy/grievance/complaint-schema";
import { complaintDecoy, createComplaint } from "~/features/privacy/grievance/complaint-service.server";
import { getGrievanceOfficer } from "~/features/privacy/grievance/grievance-officer-service.server";
import { honeypotTripped } from "~/lib/honeypot";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import { createdAnswer, idempotencyKeyOf } from "~/lib/request-idempotency.server";
import type { Route } from "./+types/complaints";

/** A complaint to the grievance officer: the `/grievance` form's schema and service. */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const body = await readJson(request);
    const input = parseWith(complaintInputSchema, body);
    const message = complaintMessages.received;
    if (honeypotTripped(body)) return json({ success: true, message, ...complaintDecoy() }, 201);
    const { created, value } = await createComplaint(context.db, input, {
      agency: agencyContactOf(context.config),
      officer: await getGrievanceOfficer(context.db, context.config),
      idempotencyKey,
    });
    return createdAnswer(created, { success: true, message, ...value });
  },
});

export const loader = handle;
export const action = handle;

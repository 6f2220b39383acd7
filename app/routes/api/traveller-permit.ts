import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { permitFileResponse } from "~/features/bookings/travellers/traveller-permits.server";
import { permitFileOfForm } from "~/features/bookings/travellers/permit-upload.server";
import { permitUpdateSchema, travellerMessages } from "~/features/bookings/travellers/traveller-schema";
import { permitFileOf, updatePermit } from "~/features/bookings/travellers/traveller-service.server";
import { dataKeysOf } from "~/lib/data-encryption.server";
import { apiRoute, json, notFound, parseWith } from "~/lib/http.server";
import { readFormData } from "~/lib/uploads.server";
import type { Route } from "./+types/traveller-permit";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const file = await permitFileOf(
      context.db,
      dataKeysOf(context.config),
      params.id ?? "",
      params.travellerId ?? "",
    );
    if (!file) throw notFound("No permit file on record");
    return permitFileResponse(file);
  },
  PUT: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const form = await readFormData(request);
    const input = parseWith(permitUpdateSchema, { permit_status: form.get("permit_status") ?? undefined });
    const file = await permitFileOfForm(form);
    const traveller = await updatePermit(
      context.db,
      dataKeysOf(context.config),
      params.id ?? "",
      params.travellerId ?? "",
      { permit_status: input.permit_status, file },
      agencyContactOf(context.config),
    );
    return json({ success: true, message: travellerMessages.permitSaved, traveller });
  },
});

export const loader = handle;
export const action = handle;

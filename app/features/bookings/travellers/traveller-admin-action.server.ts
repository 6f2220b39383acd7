import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { AppContext } from "~/lib/app-context";
import { dataKeysOf } from "~/lib/data-encryption.server";
import { DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import { permitFileOfForm } from "./permit-upload.server";
import { permitUpdateSchema, travellerMessages } from "./traveller-schema";
import { revealIdNumber, updatePermit } from "./traveller-service.server";

export type TravellerAdminAnswer = {
  intent: "reveal" | "permit";
  ok: boolean;
  traveller_id: string;
  message: string;
  id_number?: string;
  errors?: Record<string, string>;
};

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The admin pages' traveller forms (booking detail and manifest): "Reveal" an ID number (the
 * page guard has asked for the "identity" work) and a permit's status and file, through the same
 * services as the API. `bookingId` is the page's, or the form's on the manifest.
 */
export async function travellerAdminFormAction(
  context: AppContext,
  bookingId: string,
  form: FormData,
): Promise<TravellerAdminAnswer> {
  const intent = form.get("intent") === "reveal" ? "reveal" : "permit";
  const travellerId = text(form.get("traveller_id"));
  const keys = dataKeysOf(context.config);
  try {
    if (intent === "reveal") {
      const idNumber = await revealIdNumber(context.db, keys, bookingId, travellerId);
      return {
        intent,
        ok: true,
        traveller_id: travellerId,
        message: travellerMessages.revealed,
        id_number: idNumber,
      };
    }
    const parsed = permitUpdateSchema.safeParse({ permit_status: text(form.get("permit_status")) });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      return { intent, ok: false, traveller_id: travellerId, message: errors.permit_status ?? "", errors };
    }
    const file = await permitFileOfForm(form);
    await updatePermit(
      context.db,
      keys,
      bookingId,
      travellerId,
      { ...parsed.data, file },
      agencyContactOf(context.config),
    );
    return { intent, ok: true, traveller_id: travellerId, message: travellerMessages.permitSaved };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { intent, ok: false, traveller_id: travellerId, message: error.message, errors: error.errors };
  }
}

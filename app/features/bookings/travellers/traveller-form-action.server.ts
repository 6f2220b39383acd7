import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { dataKeysOf } from "~/lib/data-encryption.server";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import { bookingIdOfLiveLink } from "../lookup/booking-lookup-service.server";
import type { TravellersFormAnswer } from "./traveller-form";
import { travellerMessages, travellersInputSchema, MAX_TRAVELLERS_LISTED } from "./traveller-schema";
import { saveTravellers } from "./traveller-service.server";

const FIELD = /^travellers\.(\d{1,3})\.([a-z_]+)$/;

/** The form's `travellers.0.full_name` fields as the API's `{ travellers: [{ full_name }] }`. */
function travellersOfForm(form: FormData): {
  travellers: Record<string, string>[];
  guardian_confirmed: boolean;
} {
  const travellers: Record<string, string>[] = [];
  for (const [name, value] of form.entries()) {
    const match = FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (index >= MAX_TRAVELLERS_LISTED) continue;
    (travellers[index] ??= {})[match[2]!] = value;
  }
  // a traveller left wholly blank (the last ones, not known yet) is not sent
  const given = travellers.filter((t) => t && Object.values(t).some((v) => v.trim() !== ""));
  return { travellers: given, guardian_confirmed: form.get("guardian_confirmed") === "yes" };
}

/**
 * The booking page's "Travellers' details" form: the same schema and service as
 * `PUT /api/bookings/travellers`, authorised by the page's signed link.
 */
export async function travellersFormAction(form: FormData, context: AppContext, token: string) {
  const values = Object.fromEntries(
    [...form.entries()].filter((e): e is [string, string] => FIELD.test(e[0]) && typeof e[1] === "string"),
  );
  const parsed = travellersInputSchema.safeParse(travellersOfForm(form));
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<TravellersFormAnswer>(
      { intent: "travellers", ok: false, message: errors.travellers ?? CHECK_FIELDS_MESSAGE, errors, values },
      400,
    );
  }
  const bookingId = await bookingIdOfLiveLink(context.db, token);
  if (!bookingId) {
    return data<TravellersFormAnswer>(
      { intent: "travellers", ok: false, message: travellerMessages.notFound, values },
      404,
    );
  }
  try {
    const answer = await saveTravellers(context.db, dataKeysOf(context.config), bookingId, parsed.data);
    return data<TravellersFormAnswer>({
      intent: "travellers",
      ok: true,
      message: travellerMessages.saved,
      warnings: answer.warnings,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<TravellersFormAnswer>(
      { intent: "travellers", ok: false, message: error.message, errors: error.errors, values },
      error.status,
    );
  }
}

import { data } from "react-router";
import type { Db } from "../../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { formatTravelDate } from "~/lib/dates";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import {
  departureIntents,
  waitlistIntents,
  type AdminActionResult,
  type DepartureIntent,
  type WaitlistIntent,
} from "./departure-admin-state";
import {
  departureInputSchema,
  departureMessages,
  departureUpdateSchema,
  waitlistMessages,
} from "./departure-schema";
import { createDeparture, deleteDeparture, updateDeparture } from "./departure-service.server";
import { convertWaitlistEntry, removeWaitlistEntry } from "../waitlist/waitlist-service.server";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

function refuse(intent: string, status: number, message: string, errors: Record<string, string> = {}) {
  return data<AdminActionResult>({ ok: false, intent, message, errors }, { status });
}

/** A service's refusal (404, 409) as the screen shows it; anything else is a real failure. */
function refusalOf(intent: string, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  return refuse(intent, error.status, error.message, error.errors);
}

/**
 * The Departures screen's buttons: add, edit, close, reopen and delete, through the same schemas
 * and services as the API (so the same audit entries and seat rules). The caller checked the admin.
 */
export async function submitDepartureAdminForm(
  db: Db,
  packageId: string,
  form: FormData,
  agency: AgencyContact,
) {
  const intent = text(form, "intent") as DepartureIntent | undefined;
  if (!intent || !departureIntents.includes(intent)) return refuse("", 400, "Unknown action");
  const id = text(form, "id") ?? "";
  try {
    if (intent === "create") {
      const input = departureInputSchema.safeParse({
        date: text(form, "date"),
        seats: text(form, "seats"),
        note: text(form, "note"),
        price: text(form, "price"),
      });
      if (!input.success) return refuse(intent, 400, CHECK_FIELDS_MESSAGE, fieldErrorsOf(input.error));
      const departure = await createDeparture(db, packageId, input.data);
      return ok(intent, `Departure on ${formatTravelDate(departure.date)} added.`);
    }
    if (intent === "delete") {
      await deleteDeparture(db, packageId, id);
      return ok(intent, departureMessages.deleted);
    }
    const fields =
      intent === "update"
        ? {
            date: text(form, "date"),
            seats: text(form, "seats"),
            note: text(form, "note") ?? "",
            price: text(form, "price") ?? "",
          }
        : { status: intent === "close" ? "closed" : "open" };
    const update = departureUpdateSchema.safeParse(fields);
    if (!update.success) return refuse(intent, 400, CHECK_FIELDS_MESSAGE, fieldErrorsOf(update.error));
    const departure = await updateDeparture(db, packageId, id, update.data, { agency });
    const date = formatTravelDate(departure.date);
    const done = { update: "updated", close: "closed", open: "reopened" }[intent];
    return ok(intent, `Departure on ${date} ${done}.`);
  } catch (error) {
    return refusalOf(intent, error);
  }
}

/** The Waitlist screen's buttons: Convert to booking and Remove. */
export async function submitWaitlistAdminForm(db: Db, form: FormData, agency: AgencyContact) {
  const intent = text(form, "intent") as WaitlistIntent | undefined;
  if (!intent || !waitlistIntents.includes(intent)) return refuse("", 400, "Unknown action");
  const id = text(form, "id") ?? "";
  try {
    if (intent === "convert") {
      const { booking } = await convertWaitlistEntry(db, id, { agency });
      return ok(intent, `${waitlistMessages.converted}: ${booking.reference}.`);
    }
    await removeWaitlistEntry(db, id);
    return ok(intent, `${waitlistMessages.removed}.`);
  } catch (error) {
    return refusalOf(intent, error);
  }
}

const ok = (intent: string, message: string): AdminActionResult => ({ ok: true, intent, message });

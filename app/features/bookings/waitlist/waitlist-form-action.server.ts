import { data } from "react-router";
import type { Db } from "../../../../db/client";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import { honeypotTripped } from "~/lib/honeypot";
import { decoyWaitlistEntry } from "./waitlist-decoy.server";
import { fieldErrorsOf, formTextsOf } from "~/lib/http.server";
import { logJson, errorText } from "~/lib/logger.server";
import { departureMessages, waitlistInputSchema } from "../departures/departure-schema";
import { findDeparture } from "../departures/departure-service.server";
import {
  WAITLIST_EXCEPTION_MESSAGE,
  waitlistFormFields,
  type WaitlistFormResult,
  type WaitlistFormValues,
} from "./waitlist-form-state";
import { joinWaitlist } from "./waitlist-service.server";

/**
 * The package page's waitlist form, posted with or without JavaScript: the same schema and service
 * as `POST /api/waitlist`, limited to the page's own package. Refusals come back with a message
 * per field and what was typed.
 */
export async function submitWaitlistForm(db: Db, config: Config, packageId: string, formData: FormData) {
  const values: WaitlistFormValues = formTextsOf(formData, waitlistFormFields);
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<WaitlistFormResult>({ form: "waitlist", ok: false, message, errors, values }, { status });

  const parsed = waitlistInputSchema.safeParse(values);
  if (!parsed.success) return refuse(400, CHECK_FIELDS_MESSAGE, fieldErrorsOf(parsed.error));
  const found = await findDeparture(db, parsed.data.departure_id);
  if (found?.packageId !== packageId) {
    const message = departureMessages.chooseDeparture;
    return refuse(400, message, { departure_id: message });
  }
  if (honeypotTripped(formData)) {
    // a bot: answered like a success, nothing stored or sent
    return data<WaitlistFormResult>({
      form: "waitlist",
      ok: true,
      joined: await decoyWaitlistEntry(db, parsed.data),
    });
  }
  try {
    const { entry } = await joinWaitlist(db, parsed.data, { agency: agencyContactOf(config) });
    return data<WaitlistFormResult>({ form: "waitlist", ok: true, joined: entry });
  } catch (error) {
    if (error instanceof DomainError) return refuse(error.status, error.message, error.errors);
    logJson({ level: "error", msg: "waitlist form failed", error: errorText(error) });
    return refuse(500, WAITLIST_EXCEPTION_MESSAGE);
  }
}

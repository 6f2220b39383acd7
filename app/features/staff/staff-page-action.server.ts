import { data } from "react-router";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { AppContext } from "~/lib/app-context";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { StaffAnswer } from "./staff-panels";
import { staffInviteSchema, staffRoleLabels, staffUpdateSchema } from "./staff-schema";
import { inviteStaff, updateStaff } from "./staff-service.server";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The Staff screen's forms: the same schemas and services as `POST /api/staff` and `PATCH /api/staff/{id}`. */
export async function staffPageAction(request: Request, context: AppContext) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const values = { id: text(form, "id"), email: text(form, "email"), role: text(form, "role") };
  try {
    if (intent === "invite") {
      const parsed = staffInviteSchema.safeParse(values);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return data<StaffAnswer>({ intent, ok: false, message: CHECK_FIELDS_MESSAGE, errors, values }, 400);
      }
      const { staff, inviteUrl } = await inviteStaff(
        context.db,
        parsed.data,
        agencyContactOf(context.config),
      );
      const message = `${staff.id} is invited as ${staffRoleLabels[staff.role].toLowerCase()}; the link is on its way to ${staff.email}.`;
      return data<StaffAnswer>({ intent, ok: true, message, inviteUrl });
    }
    const change = intent === "role" ? { role: values.role } : { disabled: intent === "disable" };
    const parsed = staffUpdateSchema.safeParse(change);
    if (!parsed.success) {
      return data<StaffAnswer>({ intent, ok: false, message: CHECK_FIELDS_MESSAGE }, 400);
    }
    const staff = await updateStaff(context.db, values.id, parsed.data);
    const message =
      intent === "role"
        ? `${staff.id} is now ${staffRoleLabels[staff.role].toLowerCase()}.`
        : staff.disabled
          ? `${staff.id} is disabled: their sessions and API tokens have ended.`
          : `${staff.id} can log in again.`;
    return data<StaffAnswer>({ intent, ok: true, message });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<StaffAnswer>(
      { intent, ok: false, message: error.message, errors: error.errors, values },
      error.status,
    );
  }
}

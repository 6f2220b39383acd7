import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { AccountAnswer } from "./account-panels";
import { secondFactorPolicySchema, totpChangeSchema, totpConfirmSchema } from "./admin-auth-schema";
import type { AdminIdentity } from "./admin-auth-service.server";
import { changeSecondFactorPolicy } from "./second-factor-policy-change.server";
import { qrSvgOf, startTotpEnrolment, turnOffTotp } from "./totp-change.server";
import { confirmTotp } from "./totp.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The password and code fields of a form that asks for them only sometimes. */
const optionalProof = (form: FormData) => ({
  password: text(form, "password") || undefined,
  code: text(form, "code") || undefined,
});

const refused = (answer: AccountAnswer) => data<AccountAnswer>(answer, 400);

/**
 * /admin/account's forms: the same schemas and services as `POST`/`DELETE /api/auth/totp` and
 * `PUT /api/auth/totp/policy`. A session only (the page has no other way in).
 */
export async function accountAction(request: Request, context: AppContext, admin: AdminIdentity) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const notify = agencyContactOf(context.config);
  try {
    if (intent === "begin") {
      const proof = totpChangeSchema.partial().safeParse(optionalProof(form));
      if (!proof.success) return refused({ kind: "begin", errors: fieldErrorsOf(proof.error) });
      const enrolment = await startTotpEnrolment(
        context.db,
        admin.adminId,
        context.config.AGENCY_NAME,
        proof.data,
      );
      return data<AccountAnswer>({
        kind: "scan",
        secret: enrolment.secret,
        uri: enrolment.uri,
        qrSvg: enrolment.qrSvg,
      });
    }
    if (intent === "confirm") {
      const scan = { secret: text(form, "secret"), uri: text(form, "uri") };
      const again = async (message: string) =>
        refused({ kind: "scan", ...scan, qrSvg: await qrSvgOf(scan.uri), errors: { code: message } });
      const parsed = totpConfirmSchema.safeParse({ code: text(form, "code") });
      if (!parsed.success) return again(fieldErrorsOf(parsed.error).code ?? CHECK_FIELDS_MESSAGE);
      const recoveryCodes = await confirmTotp(context.db, admin.adminId, parsed.data.code, notify);
      if (!recoveryCodes) return again("That code is not right");
      return data<AccountAnswer>({ kind: "codes", recoveryCodes });
    }
    if (intent === "disable") {
      const proof = totpChangeSchema.safeParse({
        password: text(form, "password"),
        code: text(form, "code"),
      });
      if (!proof.success) return refused({ kind: "disable", errors: fieldErrorsOf(proof.error) });
      await turnOffTotp(context.db, admin.adminId, proof.data, notify);
      return data<AccountAnswer>({ kind: "done", message: "Two-step sign-in is off for your account." });
    }
    if (intent === "policy") {
      const parsed = secondFactorPolicySchema.safeParse({
        required: text(form, "required") === "true",
        ...optionalProof(form),
      });
      if (!parsed.success) return refused({ kind: "policy", errors: fieldErrorsOf(parsed.error) });
      const change = parsed.data;
      await changeSecondFactorPolicy(context.db, admin, change, notify);
      const message = change.required
        ? "Every admin must now use two-step sign-in."
        : "Two-step sign-in is no longer required of every admin.";
      return data<AccountAnswer>({ kind: "done", message });
    }
    return refused({ kind: "done", message: "Unknown action" });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const kind = intent === "policy" ? "policy" : intent === "begin" ? "begin" : "disable";
    return refused({ kind, errors: error.errors ?? { code: error.message } });
  }
}

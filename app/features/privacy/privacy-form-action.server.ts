import { data } from "react-router";
import type { z } from "zod";
import { honeypotTripped } from "~/lib/honeypot";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import { idempotencyKeyFrom } from "~/lib/request-idempotency.server";
import type { PrivacyFormAnswer } from "./privacy-forms";

/**
 * The action of `/privacy-request` and `/grievance`: the same schema and service as their API
 * twins. A honeypot hit answers like a success with the decoy's reference; a refusal comes back
 * with 400, a message per field and what was typed.
 */
export async function handlePrivacyForm<S extends z.ZodType>(
  request: Request,
  form: {
    schema: S;
    fields: readonly string[];
    success: string;
    decoy: () => string;
    create: (input: z.output<S>, idempotencyKey: string | null) => Promise<string>;
  },
) {
  const formData = await request.formData();
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    return data<PrivacyFormAnswer>(
      { ok: false, message: CHECK_FIELDS_MESSAGE, errors: fieldErrorsOf(parsed.error), values },
      400,
    );
  }
  if (honeypotTripped(formData))
    return data<PrivacyFormAnswer>({ ok: true, message: form.success, reference: form.decoy() });
  const key = formData.get("idempotency_key");
  try {
    const reference = await form.create(
      parsed.data,
      idempotencyKeyFrom(typeof key === "string" ? key : null) ?? null,
    );
    return data<PrivacyFormAnswer>({ ok: true, message: form.success, reference });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<PrivacyFormAnswer>(
      { ok: false, message: error.message, errors: error.errors, values },
      error.status,
    );
  }
}

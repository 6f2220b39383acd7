import { data } from "react-router";
import type { z } from "zod";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { FormAnswer } from "./back-office-form";

/**
 * A back-office form's post: parsed with the API's schema (400 with a message per field and what
 * was typed), then the API's service; a refusal of the service comes back the same way.
 */
export async function answerForm<S extends z.ZodType>(
  intent: string,
  schema: S,
  input: unknown,
  values: Record<string, string>,
  run: (parsed: z.output<S>) => Promise<string>,
) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<FormAnswer>({ ok: false, intent, message: CHECK_FIELDS_MESSAGE, errors, values }, 400);
  }
  try {
    return data<FormAnswer>({ ok: true, intent, message: await run(parsed.data) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<FormAnswer>(
      { ok: false, intent, message: error.message, errors: error.errors ?? {}, values },
      error.status,
    );
  }
}

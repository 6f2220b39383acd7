import { data } from "react-router";
import type { z } from "zod";
import type { AppContext } from "~/lib/app-context";
import { honeypotTripped } from "~/lib/honeypot";
import { fieldErrorsOf } from "~/lib/http.server";
import type { EnquirySubmission } from "./enquiry-schema";
import { submitEnquiry } from "./enquiry-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { FormAnswer } from "./form-answer";
import { errorText, loggedUrl, logJson } from "~/lib/logger.server";

type EnquiryForm<S extends z.ZodType> = {
  schema: S;
  /** what the parsed form is, for the enquiry service */
  submission: (data: z.output<S>) => EnquirySubmission;
  /** the form's fields, echoed back when the server refuses them */
  fields: readonly string[];
  success: string;
  /** the line above the form when a field is refused (default: "Please check the highlighted fields") */
  invalidMessage?: (values: Record<string, string>) => string;
  failure: string;
};

/**
 * A lead form's route action: the same zod schema and service as `POST /api/contact`. A bot that
 * filled the honeypot gets the success answer and nothing is stored. Refused input comes back
 * with 400, a message per field and what was typed; a failure of ours answers 500 with the
 * form's own message, so the page never falls into the error boundary.
 */
export async function handleEnquiryForm<S extends z.ZodType>(
  request: Request,
  context: AppContext,
  form: EnquiryForm<S>,
) {
  const formData = await request.formData();
  if (honeypotTripped(formData)) return data<FormAnswer>({ status: "success", message: form.success });

  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    const message = form.invalidMessage?.(values) ?? "Please check the highlighted fields";
    return data<FormAnswer>({ status: "invalid", message, errors, values }, { status: 400 });
  }
  try {
    const submission = form.submission(parsed.data);
    await submitEnquiry(context.db, submission, agencyContactOf(context.config));
    return data<FormAnswer>({ status: "success", message: form.success });
  } catch (error) {
    logJson({
      level: "error",
      msg: "lead form failed",
      url: loggedUrl(request.url),
      error: errorText(error),
    });
    return data<FormAnswer>({ status: "error", message: form.failure, values }, { status: 500 });
  }
}

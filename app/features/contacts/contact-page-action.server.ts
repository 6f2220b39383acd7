import { data } from "react-router";
import type { ZodError } from "zod";
import type { AppContext } from "~/lib/app-context";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import { contactMergeSchema, contactNoteSchema, contactUpdateSchema } from "./contact-schema";
import { addContactNote, mergeContacts, updateContact } from "./contact-service.server";

/** What a form of the contact page answers: which form, and its message (per field on failure). */
type ContactAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  errors?: Record<string, string> | undefined;
  /** after a merge: the contact kept */
  mergedInto?: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function parsedOr<T>(result: { success: true; data: T } | { success: false; error: ZodError }) {
  return result.success ? { data: result.data } : { errors: fieldErrorsOf(result.error) };
}

/**
 * The contact page's three forms, through the same schemas and services as the API:
 * `update` (stage, owner, follow-up, notes), `note` (a note or a call) and `merge`.
 */
export async function contactPageAction(request: Request, context: AppContext, id: string) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const fail = (message: string, errors?: Record<string, string>, status = 400) =>
    data<ContactAnswer>({ intent, ok: false, message, errors }, status);
  try {
    if (intent === "note") {
      const parsed = parsedOr(
        contactNoteSchema.safeParse({ kind: text(form, "kind"), text: text(form, "text") }),
      );
      if (!parsed.data) return fail(CHECK_FIELDS_MESSAGE, parsed.errors);
      await addContactNote(context.db, id, parsed.data);
      return data<ContactAnswer>({
        intent,
        ok: true,
        message: parsed.data.kind === "call" ? "Call noted." : "Note added.",
      });
    }
    if (intent === "merge") {
      const parsed = parsedOr(contactMergeSchema.safeParse({ into: text(form, "into") }));
      if (!parsed.data) return fail(CHECK_FIELDS_MESSAGE, parsed.errors);
      const kept = await mergeContacts(context.db, id, parsed.data.into);
      return data<ContactAnswer>({ intent, ok: true, message: "Merged.", mergedInto: kept.id });
    }
    const stage = text(form, "stage");
    const parsed = parsedOr(
      contactUpdateSchema.safeParse({
        stage,
        lost_reason: stage === "lost" ? text(form, "lost_reason") : undefined,
        owner_id: text(form, "owner_id") || null,
        next_follow_up: text(form, "next_follow_up") || null,
        notes: text(form, "notes"),
      }),
    );
    if (!parsed.data) return fail(CHECK_FIELDS_MESSAGE, parsed.errors);
    await updateContact(context.db, id, parsed.data);
    return data<ContactAnswer>({ intent: "update", ok: true, message: "Saved." });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return fail(error.message, error.errors, error.status);
  }
}

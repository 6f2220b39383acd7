import { data, redirect } from "react-router";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import type { AppContext } from "~/lib/app-context";
import { todayInIndia } from "~/lib/dates";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { QuoteFormAnswer, QuoteFormValues } from "./components/quote-form";
import { quoteInputSchema, quoteMessages } from "./quote-schema";
import { approveQuote } from "./quote-approval.server";
import { createQuote, reviseQuote, sendQuote, updateQuote } from "./quote-service.server";

const texts = (form: FormData, name: string) =>
  form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
const text = (form: FormData, name: string) => texts(form, name)[0] ?? "";

/** What the compose form posted, as typed: rows left wholly blank are dropped. */
function quoteFormValues(form: FormData): QuoteFormValues {
  const dayTitles = texts(form, "day_title");
  const dayTexts = texts(form, "day_description");
  const labels = texts(form, "line_label");
  const amounts = texts(form, "line_amount");
  return {
    title: text(form, "title"),
    package_id: text(form, "package_id"),
    travel_date: text(form, "travel_date"),
    number_of_travelers: text(form, "number_of_travelers"),
    valid_until: text(form, "valid_until"),
    days: dayTitles
      .map((title, i) => ({ title, description: dayTexts[i] ?? "" }))
      .filter((day) => day.title.trim() || day.description.trim()),
    inclusions: texts(form, "inclusion").filter((item) => item.trim()),
    exclusions: texts(form, "exclusion").filter((item) => item.trim()),
    lines: labels
      .map((label, i) => ({ label, amount: amounts[i] ?? "" }))
      .filter((line) => line.label.trim() || line.amount.trim()),
  };
}

const inputOf = (values: QuoteFormValues) => ({
  title: values.title,
  package_id: values.package_id || null,
  travel_date: values.travel_date,
  number_of_travelers: values.number_of_travelers,
  valid_until: values.valid_until,
  itinerary: values.days,
  inclusions: values.inclusions,
  exclusions: values.exclusions,
  price_lines: values.lines.map((line) => ({
    label: line.label,
    amount: line.amount.replace(/[,\s₹]/g, ""),
  })),
});

/** The message key of a refusal to send, for the page the draft is on (`?problem=`). */
const problemOf = (error: DomainError) =>
  Object.entries(quoteMessages).find(([, message]) => message === error.message)?.[0] ?? "sendFailed";

/**
 * The compose and edit screens' form: the same schema and services as `POST /api/contacts/{id}/quotes`,
 * `PUT /api/quotes/{id}`, `…/send` and `…/revise`. "Save draft" stays; "Send" saves, sends and
 * goes to the quote's page; "Revise" (a sent quote) goes to the new draft.
 */
export async function quoteFormAction(
  request: Request,
  context: AppContext,
  target: { contactId: string; adminId: string } | { quoteId: string; adminId: string },
) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const sendOptions = {
    agency: agencyContactOf(context.config),
    config: context.config,
    today: todayInIndia(),
  };
  try {
    if (intent === "approve" && "quoteId" in target) {
      await approveQuote(context.db, target.quoteId, target.adminId);
      throw redirect(`/admin/quotes/${target.quoteId}?done=approved`);
    }
    if (intent === "revise" && "quoteId" in target) {
      const { quote } = await reviseQuote(context.db, target.quoteId, { adminId: target.adminId });
      throw redirect(`/admin/quotes/${quote.id}?done=revised`);
    }
    const values = quoteFormValues(form);
    const parsed = quoteInputSchema.safeParse(inputOf(values));
    if (!parsed.success) {
      return data<QuoteFormAnswer>(
        { ok: false, message: CHECK_FIELDS_MESSAGE, errors: fieldErrorsOf(parsed.error), values },
        400,
      );
    }
    const quote =
      "quoteId" in target
        ? await updateQuote(context.db, target.quoteId, parsed.data)
        : await createQuote(context.db, target.contactId, parsed.data, { adminId: target.adminId });
    if (intent !== "send") {
      if ("quoteId" in target) return data<QuoteFormAnswer>({ ok: true, message: "Draft saved." });
      throw redirect(`/admin/quotes/${quote.id}?done=saved`);
    }
    try {
      await sendQuote(context.db, quote.id, sendOptions);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw redirect(`/admin/quotes/${quote.id}?problem=${problemOf(error)}`);
    }
    throw redirect(`/admin/quotes/${quote.id}?done=sent`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<QuoteFormAnswer>(
      { ok: false, message: error.message, errors: error.errors ?? {}, values: quoteFormValues(form) },
      error.status,
    );
  }
}

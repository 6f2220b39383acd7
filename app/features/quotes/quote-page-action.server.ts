import { data } from "react-router";
import { agencyWithPayee } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import type { AppContext } from "~/lib/app-context";
import { todayInIndia } from "~/lib/dates";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { QuotePageAnswer } from "./components/quote-traveller-forms";
import { quoteAcceptSchema, quoteChangesSchema, quoteMessages } from "./quote-schema";
import { acceptQuote, requestQuoteChanges } from "./quote-traveller-service.server";

/**
 * A quote page is one traveller's key: never kept by a shared cache, and its address never sent to
 * another site as a Referer ("same-origin": form posts keep their Origin).
 */
export const quotePageHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The quote page's forms: "Accept and book" and "Ask for changes", through the same schemas and
 * services as `POST /api/quotes/accept` and `POST /api/quotes/changes`.
 */
export async function quotePageAction(request: Request, context: AppContext, token: string) {
  const form = await request.formData();
  const intent = text(form, "intent") === "changes" ? "changes" : "accept";
  // with the payee: an accepted quote's confirmation carries the pay-now box like any booking's
  const options = { agency: await agencyWithPayee(context.db, context.config), today: todayInIndia() };
  const values: Record<string, string> =
    intent === "accept"
      ? { name: text(form, "name"), email: text(form, "email"), phone: text(form, "phone") }
      : { message: text(form, "message") };
  const refuse = (message: string, errors: Record<string, string>, status: number) =>
    data<QuotePageAnswer>(
      { intent, ok: false, message, errors, values },
      { status, headers: quotePageHeaders },
    );
  try {
    if (intent === "accept") {
      const parsed = quoteAcceptSchema.safeParse({ token, ...values });
      if (!parsed.success) return refuse(CHECK_FIELDS_MESSAGE, fieldErrorsOf(parsed.error), 400);
      const accepted = await acceptQuote(context.db, parsed.data, options);
      return data<QuotePageAnswer>(
        { intent, ok: true, message: accepted.message, booking: accepted.booking },
        { headers: quotePageHeaders },
      );
    }
    const parsed = quoteChangesSchema.safeParse({ token, ...values });
    if (!parsed.success) return refuse(CHECK_FIELDS_MESSAGE, fieldErrorsOf(parsed.error), 400);
    await requestQuoteChanges(context.db, parsed.data, options);
    return data<QuotePageAnswer>(
      { intent, ok: true, message: quoteMessages.changesSent },
      { headers: quotePageHeaders },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(error.message, error.errors ?? {}, error.status);
  }
}

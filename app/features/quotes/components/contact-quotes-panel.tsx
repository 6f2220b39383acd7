import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { QuoteJson } from "../quote-schema";
import { QuoteTable } from "./quote-table";

/**
 * A contact's quotes on the contact page (`quotesOfContact` in quote-service.server.ts), every
 * version newest first, with the way to compose a new one.
 */
export function ContactQuotesPanel({
  contactId,
  quotes,
  canCompose = true,
}: {
  contactId: string;
  quotes: QuoteJson[];
  /** false for a contact merged into another: new quotes go to that one */
  canCompose?: boolean;
}) {
  return (
    <section
      aria-labelledby="contact-quotes-heading"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contact-quotes-heading" className="text-lg font-bold text-slate-900">
          Quotes
        </h2>
        {canCompose && (
          <Link to={`/admin/contacts/${contactId}/quotes/new`} className={buttonClass("primary", "sm")}>
            New quote
          </Link>
        )}
      </div>
      {quotes.length === 0 ? (
        <p className="text-sm text-slate-600">No quotes yet.</p>
      ) : (
        <QuoteTable quotes={quotes} showContact={false} />
      )}
    </section>
  );
}

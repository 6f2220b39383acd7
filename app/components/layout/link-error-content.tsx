import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

type LinkErrorTexts = {
  /** the title when the link is not one the server signed (404) */
  invalidTitle: string;
  /** what the visitor can do instead */
  invalidText: string;
  /** the title when the page failed for another reason */
  failedTitle: string;
  /** the way on from either */
  action: { to: string; label: string };
};

/**
 * The ErrorBoundary of a page opened by an emailed, signed link (booking, quote, review, stop of
 * the trip emails): a link that is not valid says what to do instead; anything else is our fault.
 */
export function linkErrorBoundary(texts: LinkErrorTexts) {
  return function LinkErrorBoundary({ error }: { error: unknown }) {
    return <LinkErrorContent error={error} texts={texts} />;
  };
}

function LinkErrorContent({ error, texts }: { error: unknown; texts: LinkErrorTexts }) {
  const invalid = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 pb-24 pt-32 text-center">
      <h1 className="font-display text-3xl font-bold text-slate-900">
        {invalid ? texts.invalidTitle : texts.failedTitle}
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {invalid ? texts.invalidText : "Something went wrong on our side. Please try again in a moment."}
      </p>
      <Link to={texts.action.to} className={`${buttonClass("primary", "lg")} mt-8`}>
        {texts.action.label}
      </Link>
    </section>
  );
}

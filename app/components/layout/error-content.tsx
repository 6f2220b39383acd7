import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { rateLimitedMessageOf } from "~/lib/rate-limit-rules";
import { NotFoundContent } from "./not-found-content";

/**
 * The public error page's body, for the root's error boundary and any page's own boundary that
 * handles some errors itself (rethrowing from a boundary leaves the page blank under Preact).
 */
export function ErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // in the browser's console; on the server, entry.server.tsx's handleError has logged it already
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  // a form sent with JavaScript over its limit lands here: say how many minutes to wait
  const rateLimited = isRouteErrorResponse(error) && error.status === 429;
  // a refusal says why (an admin page a role may not open: "Your role (agent) cannot …")
  const refused = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section className="mx-auto max-w-2xl px-4 pb-24 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Error {status}</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-slate-900">
        {rateLimited ? "Please slow down" : refused ? "Not allowed" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-600">
        {rateLimited
          ? rateLimitedMessageOf(error.data)
          : refused && typeof error.data === "string"
            ? error.data
            : status === 503
              ? "The service is briefly unavailable. Please try again in a moment."
              : "We could not show this page. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary", "lg")}>
          Back to home
        </Link>
        <Link to="/contact" className={buttonClass("secondary", "lg")}>
          Contact us
        </Link>
      </div>
    </section>
  );
}

import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { buttonClass } from "./button";

/**
 * A screen whose data failed to load: says so and offers 'Try Again' (reloads the data, not the
 * page). A refusal (403: "Your role (agent) cannot …") says what was refused instead, since
 * trying again cannot help.
 */
export function AdminErrorPanel({ title }: { title: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminRefusal error={error.data} />;
  const busy = revalidator.state !== "idle";
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="mt-1 text-sm">Something went wrong while loading. Please try again in a moment.</p>
      <button
        type="button"
        onClick={() => revalidator.revalidate()}
        disabled={busy}
        className={`${buttonClass("danger", "md")} mt-4`}
      >
        {busy ? "Trying again…" : "Try Again"}
      </button>
    </div>
  );
}

/** A page the signed-in role may not open: the server's reason, and the way back. */
function AdminRefusal({ error }: { error: unknown }) {
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-6 text-amber-950 ring-1 ring-amber-200">
      <p className="text-sm font-semibold uppercase tracking-wider">Error 403</p>
      <h1 className="mt-1 text-lg font-semibold">Not open to your role</h1>
      <p className="mt-1 text-sm">{typeof error === "string" ? error : "Your role cannot open this page."}</p>
      <Link to="/admin" className={`${buttonClass("secondary", "md")} mt-4`}>
        Back to the Overview
      </Link>
    </div>
  );
}

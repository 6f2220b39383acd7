import { useRevalidator } from "react-router";
import { buttonClass } from "./button";

/** A screen whose data failed to load: says so and offers 'Try Again' (reloads the data, not the page). */
export function AdminErrorPanel({ title }: { title: string }) {
  const revalidator = useRevalidator();
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

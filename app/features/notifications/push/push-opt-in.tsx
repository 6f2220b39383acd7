import { useEffect, useState } from "react";
import { BellIcon } from "~/components/ui/icons";
import { usePublicSite } from "~/lib/public-site";
import { isSubscribed, pushSupported, subscribeToDeals, unsubscribeFromDeals } from "./push-browser.client";

type State = "unknown" | "off" | "on" | "busy" | "unsupported";

/**
 * The site footer's 'Get travel deals' control (docs/product.md §10.5): the permission prompt
 * appears only after a click. The server renders the same control for everyone; whether this
 * browser is subscribed is read here, after hydration.
 */
export function PushOptIn() {
  const vapidPublicKey = usePublicSite()?.vapidPublicKey ?? null;
  const [state, setState] = useState<State>("unknown");
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!pushSupported() || !vapidPublicKey) {
      setState("unsupported");
      return;
    }
    let active = true;
    isSubscribed()
      .then((subscribed) => active && setState(subscribed ? "on" : "off"))
      .catch(() => active && setState("off"));
    return () => {
      active = false;
    };
  }, [vapidPublicKey]);

  async function toggle() {
    if (!vapidPublicKey || state === "busy" || state === "unknown") return;
    const wasOn = state === "on";
    setState("busy");
    setMessage("");
    try {
      if (wasOn) {
        await unsubscribeFromDeals();
        setState("off");
        setMessage("Travel deals are off. You won't get notifications from us.");
        return;
      }
      const result = await subscribeToDeals(vapidPublicKey);
      setState(result === "subscribed" ? "on" : "off");
      setMessage(
        result === "subscribed"
          ? "Done! We'll send you our best travel deals."
          : result === "denied"
            ? "Notifications are blocked for this site. Allow them in your browser's settings to get deals."
            : "No problem: you can turn travel deals on any time.",
      );
    } catch {
      setState(wasOn ? "on" : "off");
      setMessage("Sorry, that didn't work. Please try again.");
    }
  }

  if (state === "unsupported") {
    return (
      <p className="mt-6 text-sm text-slate-300">
        Travel deal notifications aren't available in this browser. Sign up to the newsletter instead.
      </p>
    );
  }
  const on = state === "on";
  return (
    <div className="mt-6">
      <button
        type="button"
        onClick={toggle}
        disabled={state === "busy"}
        aria-describedby="push-opt-in-note"
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-500 px-4 py-2 text-sm font-semibold text-white hover:border-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
      >
        <BellIcon className="h-4 w-4" />
        {state === "busy" ? "Please wait…" : on ? "Turn off travel deals" : "Get travel deals"}
      </button>
      <p id="push-opt-in-note" className="mt-2 text-xs text-slate-300">
        {on
          ? "You get our deals as notifications on this device."
          : "Deals as notifications on this device. Your browser asks first; turn them off any time."}
      </p>
      <p role="status" className="mt-1 text-sm text-slate-100">
        {message}
      </p>
    </div>
  );
}

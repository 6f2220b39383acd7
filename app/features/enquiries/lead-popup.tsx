import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { PlanTripForm } from "./plan-trip-form";

/** SPEC.md: the popup appears 5 seconds after load, once per browser session. */
export const POPUP_DELAY_MS = 5000;
const SHOWN_FLAG = "modalShown";

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_FLAG) !== null;
  } catch {
    // storage blocked (private modes, strict settings): better never than on every page
    return true;
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(SHOWN_FLAG, "true");
  } catch {
    // nothing to remember it in; it simply may show again next load
  }
}

/** The home page's 'Plan Your Dream Vacation' popup. */
export function LeadPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadyShown()) return;
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    markShown();
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Plan Your Dream Vacation"
      description="Leave your number and a travel expert will call you back with ideas and prices."
    >
      <PlanTripForm onSent={markShown} />
    </Dialog>
  );
}

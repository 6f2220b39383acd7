import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { PlanTripForm } from "./plan-trip-form";
import { leadPopupDone, markLeadPopupDone } from "./popup-session";

/** SPEC.md: the popup appears 5 seconds after load, once per browser session. */
export const POPUP_DELAY_MS = 5000;

/** The home page's 'Plan Your Dream Vacation' popup. */
export function LeadPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (leadPopupDone()) return;
    // asked again when the time comes: the visitor may have opened the chat meanwhile
    const timer = window.setTimeout(() => setOpen(!leadPopupDone()), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    markLeadPopupDone();
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Plan Your Dream Vacation"
      description="Leave your number and a travel expert will call you back with ideas and prices."
    >
      <PlanTripForm onSent={markLeadPopupDone} />
    </Dialog>
  );
}

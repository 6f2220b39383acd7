import { lazy, Suspense, useEffect, useState } from "react";
import { leadPopupDone, markLeadPopupDone } from "./popup-session";

/** SPEC.md: the popup appears 5 seconds after load, once per browser session. */
const POPUP_DELAY_MS = 5000;

// Most visits never show it (once per session, and not to a visitor already chatting): the dialog
// and its form load when it is time to show it, not with the home page (ADR 018).
const LeadPopupDialog = lazy(() =>
  import("./lead-popup-dialog").then((m) => ({ default: m.LeadPopupDialog })),
);

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

  return <Suspense fallback={null}>{open && <LeadPopupDialog onClose={close} />}</Suspense>;
}

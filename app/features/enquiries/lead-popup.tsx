import { lazy, Suspense, useEffect, useState } from "react";
import { leadPopupDone, markLeadPopupDone } from "./popup-session";

/** docs/product.md §2: the popup appears 5 seconds after load, once per browser session. */
const POPUP_DELAY_MS = 5000;
/** Narrower than this, the popup is a bottom sheet and waits for the visitor (ADR 024). */
const PHONE_QUERY = "(max-width: 39.999rem)";
/** On a phone: shown once the visitor has scrolled this far (and 5 s have passed)... */
const PHONE_SCROLL_PX = 200;
/** ...or has spent this long on the page, whichever comes first. */
const PHONE_POPUP_IDLE_MS = 15_000;

// Most visits never show it (once per session, and not to a visitor already chatting): the dialog
// and its form load when it is time to show it, not with the home page (ADR 018).
const LeadPopupDialog = lazy(() =>
  import("./lead-popup-dialog").then((m) => ({ default: m.LeadPopupDialog })),
);

/**
 * When to show the popup: 5 s after load on larger screens (docs/product.md §2); on a phone, where it covers
 * the page the visitor came to read, not before they have scrolled or spent 15 s there.
 */
function schedulePopup(show: () => void): () => void {
  if (!window.matchMedia(PHONE_QUERY).matches) {
    const timer = window.setTimeout(show, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }
  let delayPassed = false;
  let scrolled = false;
  const showWhenReady = () => {
    if (delayPassed && scrolled) show();
  };
  const onScroll = () => {
    if (window.scrollY < PHONE_SCROLL_PX) return;
    scrolled = true;
    showWhenReady();
  };
  const delay = window.setTimeout(() => {
    delayPassed = true;
    showWhenReady();
  }, POPUP_DELAY_MS);
  const idle = window.setTimeout(show, PHONE_POPUP_IDLE_MS);
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.clearTimeout(delay);
    window.clearTimeout(idle);
    window.removeEventListener("scroll", onScroll);
  };
}

/** The home page's 'Plan Your Dream Vacation' popup; `onOpenChange` lets the page pause its carousel. */
export function LeadPopup({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (leadPopupDone()) return;
    let cancel = () => {};
    // asked again when the time comes: the visitor may have opened the chat meanwhile
    cancel = schedulePopup(() => {
      cancel();
      setOpen(!leadPopupDone());
    });
    return () => cancel();
  }, []);

  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  const close = () => {
    markLeadPopupDone();
    setOpen(false);
  };

  return <Suspense fallback={null}>{open && <LeadPopupDialog onClose={close} />}</Suspense>;
}

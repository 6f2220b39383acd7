import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ChatIcon, CloseIcon, WhatsAppIcon } from "~/components/ui/icons";
import { usePublicSite } from "~/lib/public-site";
import { markLeadPopupDone } from "~/features/enquiries/popup-session";

// Every page has the widget, few visitors open it: the panels load when first chosen (ADR 018).
const ChatAssistant = lazy(() => import("./chat-assistant").then((m) => ({ default: m.ChatAssistant })));
const WhatsAppComposer = lazy(() =>
  import("./whatsapp-composer").then((m) => ({ default: m.WhatsAppComposer })),
);

type WidgetState = "closed" | "menu" | "chat" | "whatsapp";

const mainLabels: Record<WidgetState, string> = {
  closed: "Chat with us",
  menu: "Close chat options",
  chat: "Close chat",
  whatsapp: "Close WhatsApp message",
};

/** Marks what the closed bubble must never cover (a booking button, a price, a payment choice). */
const KEEP_CLEAR = "data-chat-keep-clear";

type Box = { left: number; right: number; top: number; bottom: number };

/** Whether a bubble at `bubble` would sit over a marked element (with a small margin around it). */
function coversMarked(bubble: Box): boolean {
  const margin = 8;
  for (const element of document.querySelectorAll(`[${KEEP_CLEAR}]`)) {
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (
      r.right > bubble.left - margin &&
      r.left < bubble.right + margin &&
      r.bottom > bubble.top - margin &&
      r.top < bubble.bottom + margin
    )
      return true;
  }
  return false;
}

/** Where the closed bubble goes: its corner (bottom right), else bottom left, else aside (hidden). */
type Place = "right" | "left" | "aside";

function placeFor(button: HTMLElement): Place {
  const { top, bottom, width } = button.getBoundingClientRect();
  const inset = 16; // the widget's right-4 / left-4
  const pageWidth = document.documentElement.clientWidth;
  if (!coversMarked({ left: pageWidth - inset - width, right: pageWidth - inset, top, bottom }))
    return "right";
  if (!coversMarked({ left: inset, right: inset + width, top, bottom })) return "left";
  return "aside";
}

/**
 * The floating button on every public page (docs/product.md §4): closed → menu (WhatsApp or the
 * chat assistant) → chat or WhatsApp composer. The main button toggles the menu, or closes
 * whichever panel is open.
 */
export function FloatingWidget() {
  const site = usePublicSite();
  const [state, setState] = useState<WidgetState>("closed");
  const mainRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // every choice here needs JavaScript: without it the button would do nothing, so it waits
  const [hydrated, setHydrated] = useState(false);

  // the closed bubble moves to the other corner, or steps aside (hidden) where both corners would
  // cover a marked button or price
  const [place, setPlace] = useState<Place>("right");

  useEffect(() => setHydrated(true), []);
  useEffect(() => setState("closed"), [pathname]);

  useEffect(() => {
    if (!hydrated) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = mainRef.current;
      // a focused bubble stays where the keyboard user is
      if (!button || document.activeElement === button) return;
      setPlace(placeFor(button));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // content that appears later (a cart line, an error) moves the marked elements too
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, [hydrated, pathname]);

  useEffect(() => {
    if (state === "menu") {
      menuRef.current?.querySelector("button")?.focus();
      // fetch both panels while the visitor chooses
      void import("./chat-assistant");
      void import("./whatsapp-composer");
    }
    // a visitor already talking to us is not interrupted by the home page's popup
    if (state === "chat" || state === "whatsapp") markLeadPopupDone();
  }, [state]);

  if (!site || !hydrated) return null;
  const close = () => setState("closed");

  return (
    <aside
      aria-label="Chat and WhatsApp"
      data-place={place === "left" || (place === "aside" && state === "closed") ? place : undefined}
      className="chat-widget fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3 print:hidden"
    >
      {state === "menu" && (
        <ul
          ref={menuRef}
          id="chat-options"
          aria-label="Chat options"
          className="w-60 space-y-1 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-slate-200"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              close();
              mainRef.current?.focus();
            }
          }}
        >
          <li>
            <button
              type="button"
              onClick={() => setState("whatsapp")}
              className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-green-50"
            >
              <WhatsAppIcon className="h-8 w-8 rounded-full bg-green-700 p-1.5 text-white" />
              WhatsApp
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => setState("chat")}
              className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-brand-50"
            >
              <ChatIcon className="h-8 w-8 rounded-full bg-brand-700 p-1.5 text-white" />
              Chat with our assistant
            </button>
          </li>
        </ul>
      )}
      <Suspense fallback={null}>
        {state === "chat" && (
          <ChatAssistant
            agencyName={site.agency.name}
            whatsappNumber={site.agency.whatsapp}
            onClose={close}
            returnFocusTo={mainRef}
          />
        )}
        {state === "whatsapp" && (
          <WhatsAppComposer whatsappNumber={site.agency.whatsapp} onClose={close} returnFocusTo={mainRef} />
        )}
      </Suspense>
      <button
        ref={mainRef}
        type="button"
        aria-label={mainLabels[state]}
        aria-expanded={state !== "closed"}
        aria-controls={state === "menu" ? "chat-options" : undefined}
        onClick={() => setState((current) => (current === "closed" ? "menu" : "closed"))}
        className="chat-widget-button flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/60 hover:bg-brand-800"
      >
        {state === "closed" ? <ChatIcon className="h-7 w-7" /> : <CloseIcon className="h-7 w-7" />}
      </button>
    </aside>
  );
}

import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { formatRupees } from "~/lib/money";

/** Marks the page while the bar shows, so the chat bubble (app.css) moves up out of its way. */
const SHOWN_ATTRIBUTE = "data-booking-bar";

/**
 * True once the visitor has scrolled past the page's header and while the price block is out of
 * view: on a phone the price block sits far down the page, below the photos and the tabs.
 */
function useBarShown(header: RefObject<HTMLElement | null>, priceBlock: RefObject<HTMLElement | null>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const watched = [header.current, priceBlock.current];
    if (watched.some((element) => !element) || typeof IntersectionObserver === "undefined") return;
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setShown(watched.every((element) => inView.get(element!) === false));
    });
    for (const element of watched) observer.observe(element!);
    return () => observer.disconnect();
  }, [header, priceBlock]);
  useEffect(() => {
    if (!shown) return;
    document.documentElement.setAttribute(SHOWN_ATTRIBUTE, "");
    return () => document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  }, [shown]);
  return shown;
}

/**
 * The phone's sticky 'From ₹N per person · Book Now' bar of a package page (hidden from `lg` up,
 * where the price block itself stays in view). It appears once the page's own price block is out
 * of sight and goes when that block scrolls into view.
 */
export function PackageBookingBar({
  price,
  header,
  priceBlock,
  bookNow,
}: {
  price: number;
  header: RefObject<HTMLElement | null>;
  priceBlock: RefObject<HTMLElement | null>;
  /** the page's Book Now button */
  bookNow: ReactNode;
}) {
  const shown = useBarShown(header, priceBlock);
  if (!shown) return null;
  return (
    <div
      role="region"
      aria-label="Book this package"
      className="booking-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgb(15_23_42/0.12)] backdrop-blur-sm lg:hidden print:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <p className="leading-tight text-slate-700">
          <span className="text-sm">From </span>
          <span className="font-display text-xl font-bold text-brand-800">{formatRupees(price)}</span>
          <span className="block text-xs">per person</span>
        </p>
        {bookNow}
      </div>
    </div>
  );
}

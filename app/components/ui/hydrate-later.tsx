import { Suspense, useRef, type ReactElement } from "react";
import { laterSlice } from "~/lib/hydration-slices";

/**
 * A part of the page hydrated after the rest, in a task of its own (lib/hydration-slices.ts,
 * ADR 047): below-the-fold sections whose buttons nobody reaches in the page's first second.
 * Its child must render exactly one element: while it waits, Preact keeps that one element of
 * the server's HTML as it is.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function Gate({ children }: { children: ReactElement }) {
  // the part's wait, kept across renders: a parent that renders again meanwhile (a page turning
  // on what needs JavaScript once hydrated) must not hydrate it before its turn
  const waiting = useRef<Promise<void> | null | undefined>(undefined);
  if (waiting.current === undefined) {
    const later = laterSlice();
    waiting.current = later && later.then(() => void (waiting.current = null));
  }
  if (waiting.current) throw waiting.current;
  return children;
}

import { Suspense, type ReactElement } from "react";
import { inSlices, laterSlice } from "~/lib/hydration-slices";

/**
 * A part of the page hydrated after the rest, in a task of its own (lib/hydration-slices.ts,
 * ADR 047): below-the-fold sections whose buttons nobody reaches in the page's first second.
 * Its child must render exactly one element: while it waits, Preact keeps that one element of
 * the server's HTML as it is.
 *
 * The server renders the child alone: a `Suspense` boundary there would let React stream a large
 * part out of order, behind a script that shows it (nothing at all without JavaScript).
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  if (!inSlices()) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function Gate({ children }: { children: ReactElement }) {
  const later = laterSlice();
  if (later) throw later;
  return children;
}

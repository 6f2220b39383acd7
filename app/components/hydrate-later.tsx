import { Suspense, useRef, type ReactNode } from "react";
import { holdHydration } from "~/lib/hydration-phase";

/**
 * Hydrates its child in a task of its own, after the rest of the page (ADR 049): one long task
 * becomes several short ones, so a tap is never kept waiting long. The server renders the child as
 * usual. While the page hydrates, the child throws a promise that the Suspense boundary catches:
 * Preact keeps the server's element on screen untouched and hydrates it when the promise settles.
 * The child must render exactly one element (that is what Preact keeps); outside the first
 * hydration it renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Held>{children}</Held>
    </Suspense>
  );
}

function Held({ children }: { children: ReactNode }) {
  // the promise of this part's turn while it is still to come, kept across the render it interrupts
  const turn = useRef<{ waiting: Promise<void> | null } | null>(null);
  if (turn.current === null) {
    const state = { waiting: holdHydration() };
    void state.waiting?.then(() => {
      state.waiting = null;
    });
    turn.current = state;
  }
  if (turn.current.waiting) throw turn.current.waiting;
  return children;
}

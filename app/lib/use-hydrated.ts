import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true once this page's JavaScript runs.
 * Lets a page render a version that works without JavaScript (a link to an in-page form) and
 * swap in the richer one (a button opening a dialog) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

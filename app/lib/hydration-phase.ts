/**
 * The browser's first hydration, in parts (ADR 049). lib/preact-dom-client.ts opens the phase
 * while it hydrates the page and releases the parts `<HydrateLater>` held back, one task each,
 * then closes it. Nothing else opens it: under React (the server, the dev server, Vitest) every
 * part renders at once.
 */
const held: (() => void)[] = [];
let open = false;

export const hydrationPhase = {
  get open() {
    return open;
  },
  begin() {
    open = true;
  },
  /** Lets the part held longest go on; false once none is left (the phase is then over). */
  releaseNext(): boolean {
    const release = held.shift();
    if (release) release();
    else open = false;
    return release !== undefined;
  },
};

/**
 * While the page hydrates: a promise that settles when this part's turn comes. Otherwise null:
 * render now.
 */
export function holdHydration(): Promise<void> | null {
  if (!open) return null;
  return new Promise((resolve) => held.push(resolve));
}

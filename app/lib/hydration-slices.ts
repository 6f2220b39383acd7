/**
 * Hydration in slices (issue 24, ADR 047). The production browser build hydrates the page with
 * Preact (ADR 018) in one go: on a slow phone the whole page's hydration is one long task, which
 * delays the first tap and counts as blocking time. A part of the page wrapped in
 * `HydrateLater` (components/ui/hydrate-later.tsx) keeps its server HTML during that first pass
 * and is hydrated afterwards in a task of its own, in page order.
 *
 * Only the production browser build slices (lib/preact-dom-client.ts turns it on around the
 * first render); the server, development and tests render everything at once.
 */

let sliced = false;
let slicing = false;
let resuming = false;
let running = false;
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Resumes one waiting part a task, by messages (a timer would be held back in a background tab
 * or under a test's paused clock). The parts resumed hydrate in that task's microtasks, where
 * Preact renders, so `resuming` holds until the next message.
 */
function resumeNext() {
  const resume = waiting.shift();
  resuming = resume !== undefined;
  if (!resume) {
    running = false;
    markHydrated();
    return;
  }
  resume();
  channel!.port2.postMessage(null);
}

/**
 * `<html data-hydrated>` once every part of the page has hydrated: what a browser test waits for
 * before it taps (no style rule reads it, so setting it restyles nothing).
 */
function markHydrated() {
  document.documentElement.setAttribute("data-hydrated", "");
}

/** Whether this page hydrates in slices: only in the production browser build, from its first render on. */
export const inSlices = () => sliced;

/** Runs the page's first render with slicing on: `HydrateLater` parts wait for their own task. */
export function firstRenderInSlices<T>(render: () => T): T {
  sliced = true;
  slicing = true;
  try {
    const rendered = render();
    if (!running) markHydrated();
    return rendered;
  } finally {
    slicing = false;
  }
}

/** Whether a part of the page is being hydrated now, in the first render or in its own task. */
export const isHydratingSlice = () => slicing || resuming;

/**
 * During the first render, a promise resolved in a later task (after the parts asked before
 * it); otherwise null, and the part renders at once.
 */
export function laterSlice(): Promise<void> | null {
  if (!slicing) return null;
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (running) return;
    running = true;
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = resumeNext;
    }
    channel.port2.postMessage(null);
  });
}

import { cloneElement, Fragment, options, type ComponentChild, type Ref, type VNode } from "preact";
import { hydrate, render, unmountComponentAtNode } from "preact/compat";
import { RouterProvider } from "react-router/dom";
import { hydrationPhase } from "./hydration-phase";

/**
 * `react-dom/client` for the production browser build, which renders with Preact's
 * React-compatible layer (vite.config.ts, ADR 018). React Router's entry hydrates the whole
 * document with `hydrateRoot(document, <HydratedRouter />)`. Where Preact differs from React:
 *
 * 1. Preact renders into `document.documentElement`, not the document, so the root layout's
 *    `<html>` element is rendered as a fragment: its `<head>` and `<body>` meet the server's.
 * 2. Preact pairs server elements with components by tag name, in order. React's server hoists
 *    resource hints (module and image preloads) into `<head>` that no component renders in the
 *    browser; they have done their work once this code runs, so they are dropped first, and each
 *    `<link>`, `<meta>` and `<script>` meets its own. React Router's `<Scripts>` renders the module
 *    preloads again in `<body>` until the page has hydrated: the modules are loaded by then, so
 *    while hydrating they render nothing instead of two dozen new elements.
 * 3. HydratedRouter suspends its first render until it has decoded the server's data. React
 *    waits for that by itself; Preact, with no Suspense boundary above, hands the promise back
 *    before touching the page: hydrate again once it settles.
 *    Once it has decoded them, it builds its router (matching the page's routes) and renders:
 *    its first `<RouterProvider>` hands back a promise of the next task, so the router is built
 *    in one task and the page hydrates in the next.
 * 4. `useId` gives other ids than React's server did, and Preact keeps the server's attributes
 *    while it hydrates. A label hydrated with the server's id would then miss an error message,
 *    a tab panel or a dialog title mounted later with Preact's: while hydrating, the attributes
 *    that hold ids are set to what the components render now.
 * 5. Parts of the page wrapped in `<HydrateLater>` hydrate after the rest, a task each (ADR 049):
 *    the page counts as hydrating, for 2 and 4, until the last of them has.
 * 6. Preact runs effects after the next frame (requestAnimationFrame, or a 35 ms timer). React runs
 *    them in a task of their own right after rendering (a MessageChannel message); so does this, so
 *    effects never wait for a frame that does not come (a background tab, a test's paused clock).
 */
const SERVER_ONLY_HINTS = 'link[rel="modulepreload"], link[rel="preload"]';

/** Props whose values are element ids, and the attribute each one sets. */
const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  for: "for",
  htmlFor: "for",
  "aria-labelledby": "aria-labelledby",
  "aria-describedby": "aria-describedby",
  "aria-controls": "aria-controls",
  "aria-owns": "aria-owns",
  "aria-activedescendant": "aria-activedescendant",
  "aria-errormessage": "aria-errormessage",
  form: "form",
  list: "list",
};

function applyRef(ref: Ref<Element> | null | undefined, element: Element | null) {
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}

/** A ref that first gives the server's element the ids this render chose for it. */
function withIdsOf(props: Record<string, unknown>, ref: Ref<Element> | null | undefined): Ref<Element> {
  return (element: Element | null) => {
    if (element) {
      for (const [prop, attribute] of Object.entries(ID_ATTRIBUTES)) {
        const value = props[prop];
        if (
          (typeof value === "string" || typeof value === "number") &&
          element.getAttribute(attribute) !== String(value)
        ) {
          element.setAttribute(attribute, String(value));
        }
      }
    }
    applyRef(ref, element);
  };
}

/** Renders nothing: what a module preload hint becomes while the page hydrates. */
const NoHint = () => null;

/** A promise that settles in the next task (a `MessageChannel` message, not a 4 ms timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let routerBuilt = false;

const next = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  next?.(vnode);
  // the phase is open from the first attempt to hydrate until the last held part is in
  if (!hydrationPhase.open) return;
  if (!routerBuilt && (vnode.type as unknown) === RouterProvider) {
    routerBuilt = true;
    throw nextTask();
  }
  if (typeof vnode.type === "string") {
    const props = vnode.props as Record<string, unknown>;
    if (vnode.type === "link" && props.rel === "modulepreload") {
      vnode.type = NoHint;
      return;
    }
    if (Object.keys(ID_ATTRIBUTES).some((prop) => props[prop] != null)) {
      vnode.ref = withIdsOf(props, vnode.ref as Ref<Element> | null);
    }
  }
};

const isElement = (node: ComponentChild): node is VNode =>
  typeof node === "object" && node !== null && "type" in node;

const effects = new MessageChannel();
const pendingEffects: (() => void)[] = [];
effects.port1.onmessage = () => {
  for (const flush of pendingEffects.splice(0)) flush();
};
options.requestAnimationFrame = (flush) => {
  pendingEffects.push(flush);
  effects.port2.postMessage(null);
};

/**
 * The parts `<HydrateLater>` held back, one task each (a part's own held parts queue behind it);
 * then the page is hydrated: `data-hydrated` is what a browser test waits for before it taps (no
 * style rule reads it: it restyles nothing).
 */
function hydrateHeldParts() {
  void nextTask().then(() => {
    if (hydrationPhase.releaseNext()) hydrateHeldParts();
    else document.documentElement.setAttribute("data-hydrated", "");
  });
}

type Root = { render(children: ComponentChild): void; unmount(): void };

export function createRoot(container: Element): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => unmountComponentAtNode(container),
  };
}

export function hydrateRoot(container: Element | Document, children: ComponentChild): Root {
  let target = container as Element;
  if (container instanceof Document) {
    target = container.documentElement;
    for (const hint of container.head.querySelectorAll(SERVER_ONLY_HINTS)) hint.remove();
  }
  const attempt = () => {
    hydrationPhase.begin();
    try {
      // a fresh element each time: Preact marks the one it hydrates, and a used one would be copied
      // without the mark, leaving compat's useSyncExternalStore thinking it still hydrates
      hydrate(isElement(children) ? cloneElement(children) : children, target);
      hydrateHeldParts();
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown;
      void thrown.then(attempt, attempt);
    }
  };
  attempt();
  return createRoot(target);
}

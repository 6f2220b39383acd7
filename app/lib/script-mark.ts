import { createContext, useContext } from "react";

/**
 * Set only while the server renders a page (entry.server.tsx): a random secret that every inline
 * script the app writes carries as its `nonce`. The page policy allows those scripts, by hash, and
 * no other inline script found in the HTML (server/security-headers.ts), so markup slipped into a
 * page cannot run. The secret never leaves the server: the header that carries it to the policy
 * and the attributes are removed before the page is sent, so the HTML equals the browser's render.
 */
export const ScriptMarkContext = createContext<string | undefined>(undefined);

/** The render's script mark (undefined in the browser). */
export const useScriptMark = () => useContext(ScriptMarkContext);

/** The response header that carries the mark from the render to the policy middleware. */
export const SCRIPT_MARK_HEADER = "x-script-mark";

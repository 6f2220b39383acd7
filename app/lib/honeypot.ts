/**
 * A field people never see and bots fill in. Every public form carries it (see
 * components/ui/honeypot-field.tsx) and every public write accepts it in its body: when it holds
 * anything, the request is answered exactly like a success and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = "website";

export function honeypotTripped(input: unknown): boolean {
  if (input instanceof FormData) {
    const value = input.get(HONEYPOT_FIELD);
    return typeof value === "string" && value.trim() !== "";
  }
  if (input === null || typeof input !== "object") return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

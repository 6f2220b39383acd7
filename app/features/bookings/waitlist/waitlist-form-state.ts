/** What the package page's waitlist form and its action exchange. Safe for the browser. */
import type { WaitlistJoined } from "../departures/departure-schema";

/** The page action tells this form from the booking form by its `intent`. */
export const WAITLIST_INTENT = "waitlist";

export const waitlistFormFields = [
  "departure_id",
  "customer_name",
  "customer_email",
  "customer_phone",
  "number_of_travelers",
] as const;
export type WaitlistFormValues = Partial<Record<(typeof waitlistFormFields)[number], string>>;

export type WaitlistFormResult =
  | { form: "waitlist"; ok: true; joined: WaitlistJoined }
  | {
      form: "waitlist";
      ok: false;
      message: string;
      errors: Record<string, string>;
      values: WaitlistFormValues;
    };

/** Whether a page action's answer came from the waitlist form (the booking form's has no `form`). */
export function isWaitlistResult(result: unknown): result is WaitlistFormResult {
  return typeof result === "object" && result !== null && (result as { form?: unknown }).form === "waitlist";
}

export const WAITLIST_EXCEPTION_MESSAGE = "We could not add you to the waitlist. Please try again.";

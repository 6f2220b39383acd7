/** What the admin's Departures and Waitlist screens and their actions exchange. Safe for the browser. */

/** Each button of the two screens posts one of these as `intent`. */
export const departureIntents = ["create", "update", "close", "open", "delete"] as const;
export type DepartureIntent = (typeof departureIntents)[number];
export const waitlistIntents = ["convert", "remove"] as const;
export type WaitlistIntent = (typeof waitlistIntents)[number];

export type AdminActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string> };

// Which public writes are limited and how much: read by the limiter and by the API document.

/**
 * How many public writes one client address may make per window (README "Security", ADR 013).
 * Generous for a family (two bookings, a few enquiries, a retry or two) and behind a shared
 * mobile-carrier address, tight enough that a script cannot bury the inbox.
 */
export const RATE_LIMITS = {
  enquiry: { max: 20, windowSeconds: 15 * 60 },
  booking: { max: 20, windowSeconds: 60 * 60 },
  waitlist: { max: 20, windowSeconds: 60 * 60 },
  order: { max: 20, windowSeconds: 60 * 60 },
  push: { max: 30, windowSeconds: 60 * 60 },
  login: { max: 30, windowSeconds: 15 * 60 },
  /**
   * A traveller opening their booking by reference and email or phone, and asking to cancel:
   * plenty for a few typos, far too few to guess a reference and its contact together.
   */
  lookup: { max: 10, windowSeconds: 15 * 60 },
  /**
   * Every other write anyone may send without logging in (turning travel deals off, logging out):
   * cheap each, but unlimited they let one client keep the server busy for everyone (issue 22).
   */
  other: { max: 60, windowSeconds: 15 * 60 },
  /** What browsers report the page policy blocked: a page with a problem may send several a view. */
  report: { max: 60, windowSeconds: 15 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Which limit a request falls under, by method and path; null for anything not limited. Page form
 * posts count with their API twins. React Router posts from JavaScript go to the same path with a
 * `.data` suffix (`/contact.data`, and `/_root.data` for the home page), so both forms match.
 */
export function rateLimitFor(method: string, pathname: string): RateLimitName | null {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const verb = method.toUpperCase();
  // the one limited read (HEAD too: its status alone tells): does a reference go with a contact?
  if (verb === "GET" || verb === "HEAD") return path === "/api/bookings/lookup" ? "lookup" : null;
  if (verb !== "POST") return null;
  if (path === "/api/contact" || path === "/api/contact/chatbot") return "enquiry";
  if (path === "/contact" || path === "/newsletter" || path === "/plan-trip" || path === "/_root") {
    return "enquiry";
  }
  if (path === "/api/bookings" || /^\/packages\/[^/]+$/.test(path)) return "booking";
  if (path === "/api/waitlist") return "waitlist";
  if (path === "/api/shop/orders" || path === "/travel-gear-store") return "order";
  if (path === "/api/subscription/subscribe") return "push";
  if (path === "/api/auth/login" || path === "/admin/login") return "login";
  if (path === "/api/csp-reports") return "report";
  if (path === "/api/subscription/unsubscribe" || path === "/api/auth/logout" || path === "/admin/logout") {
    return "other";
  }
  if (path === "/booking" || /^\/booking\/[^/]+$/.test(path) || path === "/api/cancellation-requests") {
    return "lookup";
  }
  return null;
}

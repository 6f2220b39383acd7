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
   * A traveller opening their booking by reference and email or phone, asking to cancel or saying
   * they paid (a payment claim); a
   * shopper opening their gear order by number and email:
   * plenty for a few typos, far too few to guess a reference and its contact together.
   */
  lookup: { max: 10, windowSeconds: 15 * 60 },
  /**
   * A booking form asking its price with a promo code typed (`POST /api/pricing/quote`): a few
   * dozen changes of travellers, date or code while deciding, too few to try codes by the list.
   */
  quote: { max: 60, windowSeconds: 15 * 60 },
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
  // the limited reads (HEAD too: its status alone tells): does a reference go with a contact?
  if (verb === "GET" || verb === "HEAD") {
    const lookups = ["/api/bookings/lookup", "/api/bookings/travellers", "/api/shop/orders/lookup"];
    return lookups.includes(path) ? "lookup" : null;
  }
  // the travellers' details, found by reference and contact like a lookup
  if (verb === "PUT") return path === "/api/bookings/travellers" ? "lookup" : null;
  if (verb !== "POST") return null;
  if (path === "/api/contact" || path === "/api/contact/chatbot") return "enquiry";
  if (path === "/contact" || path === "/newsletter" || path === "/plan-trip" || path === "/_root") {
    return "enquiry";
  }
  if (path === "/api/bookings" || /^\/packages\/[^/]+$/.test(path)) return "booking";
  // a quote accepted makes a booking; its page's forms (accept, ask for changes) count with it
  if (path === "/api/quotes/accept" || /^\/quote\/[^/]+$/.test(path)) return "booking";
  if (path === "/api/quotes/changes") return "enquiry";
  // a rights request and a complaint (issue 40) email the address typed: limited as enquiries
  if (path === "/api/privacy-requests" || path === "/privacy-request") return "enquiry";
  if (path === "/api/complaints" || path === "/grievance") return "enquiry";
  if (path === "/api/waitlist") return "waitlist";
  if (path === "/api/pricing/quote") return "quote";
  if (path === "/api/shop/orders" || path === "/travel-gear-store") return "order";
  if (path === "/api/subscription/subscribe") return "push";
  if (path === "/api/auth/login" || path === "/admin/login" || /^\/admin\/invite\/[^/]+$/.test(path)) {
    return "login";
  }
  if (path === "/travel-gear-store/order") return "lookup";
  if (path === "/api/csp-reports") return "report";
  // a traveller's review from its signed link (issue 27): a few tries at the form, never a flood
  if (path === "/api/reviews/verified" || /^\/review\/[^/]+$/.test(path)) return "enquiry";
  if (
    path === "/api/subscription/unsubscribe" ||
    path === "/api/auth/logout" ||
    path === "/admin/logout" ||
    // the one-click stop of a booking's trip emails (RFC 8058), from mail apps and its page
    /^\/trip-emails\/stop\/[^/]+$/.test(path) ||
    // the one-click unsubscribe of marketing emails, and a rights request's confirmation link
    /^\/unsubscribe\/[^/]+$/.test(path) ||
    /^\/privacy-request\/confirm\/[^/]+$/.test(path) ||
    // Razorpay's events: signed, and retried by Razorpay when refused
    path === "/api/webhooks/razorpay"
  ) {
    return "other";
  }
  if (
    path === "/booking" ||
    /^\/booking\/[^/]+$/.test(path) ||
    path === "/api/cancellation-requests" ||
    path === "/api/bookings/link" ||
    path === "/api/payment-claims"
  ) {
    return "lookup";
  }
  return null;
}

/** What a client over its limit reads: how long to wait, in whole minutes. */
export const rateLimitMessage = (retryAfterSeconds: number) =>
  `Too many requests from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute${
    retryAfterSeconds > 60 ? "s" : ""
  }, or call us.`;

/** The longest window of any limit: how long a visitor may have to wait at most. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds));

/**
 * The message of a 429 answer as the browser got it (the limiter's JSON, as text when React
 * Router hands it to an error boundary), so the page says how many minutes to wait; when the
 * body cannot be read, the longest wait any limit imposes.
 */
export function rateLimitedMessageOf(body: unknown): string {
  let parsed: unknown = body;
  if (typeof body === "string") {
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
  }
  if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
    return parsed.message;
  }
  return rateLimitMessage(LONGEST_WINDOW_SECONDS);
}

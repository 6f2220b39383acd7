import type { StaffRole } from "../../../domain/staff-values";

/**
 * What each role of staff may do, in one table (issue 28, ADR 038). Every admin API operation and
 * every admin page is one kind of work; `requireAdmin` finds the request's kind here and refuses
 * (403) a role that may not do it. The OpenAPI document names the roles of each operation from the
 * same table, and a test walks every admin operation of the document against it.
 */
export type Work =
  /** reading anything of the admin area */
  | "read"
  /** one's own account: the second factor, who is logged in */
  | "self"
  /** leads, bookings, enquiries, orders, waitlist, emails: the day's sales work, payments recorded */
  | "sales"
  /** paying money back */
  | "refund"
  /** joining two contacts into one (issue 28): managers and owners */
  | "merge"
  /** removing anything (tours, departures, reviews, rules, waitlist entries, a person's data) */
  | "delete"
  /** the catalogue: tours, departures, reviews shown on the site */
  | "tours"
  | "pricing"
  /** travellers' ID numbers in full ("Reveal", audit-logged; issue 27, ADR 039) */
  | "identity"
  /** every traveller's ID number in full in a file, for permit applications: the owner alone */
  | "identity_export"
  /** CSV downloads and a person's data download */
  | "export"
  /** messages to every subscriber */
  | "broadcast"
  /** the agency's settings and the rules for every admin */
  | "settings"
  | "staff";

const everything: readonly Work[] = [
  "read",
  "self",
  "sales",
  "merge",
  "refund",
  "delete",
  "tours",
  "pricing",
  "identity",
  "identity_export",
  "export",
  "broadcast",
  "settings",
  "staff",
];

const mayDo: Record<StaffRole, ReadonlySet<Work>> = {
  owner: new Set(everything),
  manager: new Set(everything.filter((work) => !["settings", "staff", "identity_export"].includes(work))),
  agent: new Set<Work>(["read", "self", "sales"]),
};

export function roleMay(role: StaffRole, work: Work): boolean {
  return mayDo[role].has(work);
}

/** The roles that may do a kind of work, for the API document. */
export function rolesFor(work: Work): StaffRole[] {
  return (Object.keys(mayDo) as StaffRole[]).filter((role) => mayDo[role].has(work));
}

/**
 * Every admin API operation, as "METHOD /path/{param}" (the OpenAPI document's spelling). An
 * operation missing here is open to owners only (and a test fails until it is listed).
 */
export const apiWork: Record<string, Work> = {
  "POST /api/tours": "tours",
  "PATCH /api/tours/{id}": "tours",
  "DELETE /api/tours/{id}": "delete",
  "GET /api/bookings": "read",
  "PATCH /api/bookings/{id}/status": "sales",
  "GET /api/bookings/{id}/payments": "read",
  // a refund is a payment of kind "refund": the payment service asks for "refund" too
  "POST /api/bookings/{id}/payments": "sales",
  "GET /api/payments/overdue": "read",
  "GET /api/cancellation-requests": "read",
  "POST /api/cancellation-requests/{id}/decision": "sales",
  "POST /api/tours/{id}/departures": "tours",
  "PATCH /api/tours/{id}/departures/{departureId}": "tours",
  "DELETE /api/tours/{id}/departures/{departureId}": "delete",
  "GET /api/waitlist": "read",
  "DELETE /api/waitlist/{id}": "delete",
  "POST /api/waitlist/{id}/booking": "sales",
  "GET /api/contact": "read",
  "GET /api/reviews": "read",
  "POST /api/reviews": "tours",
  "DELETE /api/reviews/{id}": "delete",
  // moderating travellers' reviews is the catalogue's work: managers and owners, not agents (ADR 040)
  "POST /api/reviews/{id}/decision": "tours",
  "GET /api/shop/orders": "read",
  "PATCH /api/shop/orders/{id}/status": "sales",
  "GET /api/pricing/rules": "read",
  "POST /api/pricing/rules": "pricing",
  "GET /api/pricing/rules/{id}": "read",
  "PATCH /api/pricing/rules/{id}": "pricing",
  "DELETE /api/pricing/rules/{id}": "delete",
  "GET /api/pricing/promo-codes": "read",
  "POST /api/pricing/promo-codes": "pricing",
  "GET /api/pricing/promo-codes/{id}": "read",
  "PATCH /api/pricing/promo-codes/{id}": "pricing",
  "DELETE /api/pricing/promo-codes/{id}": "delete",
  "GET /api/pricing/settings": "read",
  "PUT /api/pricing/settings": "pricing",
  "GET /api/push/subscriptions": "read",
  "GET /api/push/sends": "read",
  "POST /api/push/sends": "broadcast",
  "GET /api/emails": "read",
  "GET /api/emails/{id}": "read",
  "POST /api/emails/{id}/resend": "sales",
  "POST /api/auth/totp": "self",
  "DELETE /api/auth/totp": "self",
  "GET /api/auth/totp/policy": "self",
  "PUT /api/auth/totp/policy": "settings",
  "GET /api/auth/me": "self",
  "GET /api/admin/audit": "read",
  "GET /api/admin/csp-reports": "read",
  "GET /api/people/export": "export",
  "POST /api/people/erase": "delete",
  "GET /api/settings/agency": "read",
  "PUT /api/settings/agency": "settings",
  "GET /api/payment-claims": "read",
  // accepting records the payment, as an agent may
  "POST /api/payment-claims/{id}/decision": "sales",
  "GET /api/payments/{id}/receipt.pdf": "read",
  "GET /api/bookings/{id}/invoice.pdf": "read",
  // travellers (issue 27): agents read and track permits; only managers and owners see ID numbers
  "GET /api/bookings/{id}/travellers": "read",
  "POST /api/bookings/{id}/travellers/{travellerId}/reveal": "identity",
  "GET /api/bookings/{id}/travellers/{travellerId}/permit": "read",
  "PUT /api/bookings/{id}/travellers/{travellerId}/permit": "sales",
  "GET /api/tours/{id}/manifest": "read",
  "GET /api/tours/{id}/manifest.xlsx": "read",
  // the same file with the ID numbers in full (ADR 039): asked for by the owner, audit-logged
  "POST /api/tours/{id}/manifest.xlsx": "identity_export",
  // running a departure (issue 43): the day's work of every role; the leader's link shows
  // travellers' medical notes, so managers and owners make it (audit-logged)
  "GET /api/tours/{id}/departures/{departureId}/rooming": "read",
  "PUT /api/tours/{id}/departures/{departureId}/rooming": "sales",
  "GET /api/tours/{id}/departures/{departureId}/stays": "read",
  "PUT /api/tours/{id}/departures/{departureId}/stays": "sales",
  "GET /api/tours/{id}/departures/{departureId}/stays/{supplierId}/rooming-list.pdf": "read",
  "GET /api/tours/{id}/departures/{departureId}/vehicles": "read",
  "PUT /api/tours/{id}/departures/{departureId}/vehicles": "sales",
  "GET /api/tours/{id}/departures/{departureId}/vehicles/{vehicleId}/duty-slip.pdf": "read",
  "GET /api/tours/{id}/departures/{departureId}/crew": "read",
  "PUT /api/tours/{id}/departures/{departureId}/crew": "sales",
  "POST /api/tours/{id}/departures/{departureId}/supplier-requests": "sales",
  "PUT /api/tours/{id}/departures/{departureId}/supplier-requests": "sales",
  "POST /api/tours/{id}/departures/{departureId}/leader-link": "identity",
  "DELETE /api/tours/{id}/departures/{departureId}/leader-link": "sales",
  "GET /api/tours/{id}/departures/{departureId}/check-ins": "read",
  "GET /api/staff": "staff",
  "POST /api/staff": "staff",
  "PATCH /api/staff/{id}": "staff",
  "GET /api/contacts": "read",
  "GET /api/contacts/{id}": "read",
  "PATCH /api/contacts/{id}": "sales",
  "POST /api/contacts/{id}/notes": "sales",
  "POST /api/contacts/{id}/merge": "merge",
  "GET /api/reports/lead-sources": "read",
  "GET /api/quotes": "read",
  "POST /api/contacts/{id}/quotes": "sales",
  "GET /api/quotes/{id}": "read",
  "PUT /api/quotes/{id}": "sales",
  "POST /api/quotes/{id}/send": "sales",
  "POST /api/quotes/{id}/revise": "sales",
};

/**
 * The admin pages: a page shows to anyone who may read (its loader), and its forms (POST) are the
 * work named here; `intent` names the form's button where one page does several kinds of work.
 * A page not listed is the owner's alone.
 */
const pageWork: { path: RegExp; read?: Work; post: Work | Record<string, Work> }[] = [
  { path: /^\/admin$/, post: "read" },
  { path: /^\/admin\/bookings(\/[^/]+)?$/, post: { default: "sales", reveal: "identity" } },
  {
    path: /^\/admin\/tours\/departures\/[^/]+\/manifest\/[^/]+$/,
    post: { default: "sales", reveal: "identity" },
  },
  { path: /^\/admin\/payments$/, post: "sales" },
  { path: /^\/admin\/quotes(\/[^/]+)?$/, post: "sales" },
  { path: /^\/admin\/contacts\/[^/]+\/quotes\/new$/, post: "sales" },
  { path: /^\/admin\/enquiries$/, post: "sales" },
  { path: /^\/admin\/contacts(\/sources)?$/, post: "sales" },
  { path: /^\/admin\/contacts\/[^/]+$/, post: { default: "sales", merge: "merge" } },
  { path: /^\/admin\/emails$/, post: "sales" },
  { path: /^\/admin\/shop-orders$/, post: "sales" },
  { path: /^\/admin\/tours\/waitlist$/, post: { default: "sales", remove: "delete" } },
  { path: /^\/admin\/tours(\/upload|\/update(\/[^/]+)?|\/departures)?$/, post: "tours" },
  { path: /^\/admin\/tours\/departures\/[^/]+$/, post: { default: "tours", delete: "delete" } },
  {
    path: /^\/admin\/tours\/departures\/[^/]+\/trip\/[^/]+$/,
    post: { default: "sales", "leader-link": "identity" },
  },
  { path: /^\/admin\/tours\/delete$/, post: "delete" },
  { path: /^\/admin\/feedback(\/create|\/moderation)?$/, post: "tours" },
  { path: /^\/admin\/feedback\/delete$/, post: "delete" },
  { path: /^\/admin\/pricing(\/.*)?$/, post: "pricing" },
  { path: /^\/admin\/notifications$/, post: "broadcast" },
  { path: /^\/admin\/people$/, read: "export", post: "delete" },
  { path: /^\/admin\/account$/, read: "self", post: { default: "self", policy: "settings" } },
  { path: /^\/admin\/staff$/, read: "staff", post: "staff" },
  { path: /^\/admin\/settings$/, read: "settings", post: "settings" },
  { path: /^\/admin\/export\/[a-z-]+\.csv$/, read: "export", post: "export" },
];

const templates = Object.keys(apiWork).map((key) => {
  const [method, path] = key.split(" ") as [string, string];
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
  return { method, pattern, work: apiWork[key]! };
});

/**
 * The kind of work a request to the admin area or the admin API is: `intent` is the posted form's
 * button, for pages that do several. Null: not listed (owners only).
 */
export function workOf(method: string, pathname: string, intent: string | null = null): Work | null {
  // React Router's own requests for a page's data carry `.data` (and `_root.data` for the index)
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const verb = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  if (path.startsWith("/api/")) {
    return templates.find((t) => t.method === verb && t.pattern.test(path))?.work ?? null;
  }
  const page = pageWork.find((entry) => entry.path.test(path));
  if (!page) return null;
  if (verb === "GET") return page.read ?? "read";
  if (typeof page.post === "string") return page.post;
  return (intent && page.post[intent]) || page.post.default || null;
}

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
  /** the accounts: tax rules and the TCS register (issue 40); suppliers, their bills and payments,
   * cost sheets (issue 41): managers and owners (agents read) */
  | "accounts"
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
  "accounts",
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

/** What each kind of work is, in the words of the refusal ("Your role (agent) cannot …"). */
const workWords: Record<Work, string> = {
  read: "open the admin pages",
  self: "change this account",
  sales: "change bookings, leads or orders",
  refund: "record refunds",
  merge: "merge contacts",
  delete: "delete records",
  tours: "change tours, departures or reviews",
  pricing: "change prices, offers or promo codes",
  identity: "see travellers' ID numbers",
  identity_export: "download travellers' ID numbers",
  export: "download exports or a person's data",
  broadcast: "send notifications to subscribers",
  accounts: "change the accounts (tax rules, suppliers, bills, cost sheets)",
  settings: "change the agency's settings",
  staff: "manage staff accounts",
};

/** The 403 a member of staff reads when their role may not do something (issue 38): what, and whom to ask. */
export function notYourRoleMessage(role: StaffRole, work: Work | null): string {
  return `Your role (${role}) cannot ${work ? workWords[work] : "use this page"}. Ask the agency's owner.`;
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
  // consents as recorded (issue 40): owners and managers, as a person's data download
  "GET /api/consents": "export",
  "GET /api/settings/agency": "read",
  "PUT /api/settings/agency": "settings",
  // the tax rules and the TCS register: managers and owners read them; a new rule is the owner's
  "GET /api/settings/tax-rules": "accounts",
  "POST /api/settings/tax-rules": "settings",
  "GET /api/reports/tcs": "accounts",
  "GET /api/reports/tcs.csv": "accounts",
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
  // an export with names, ages, phones and medical notes: no exports for agents (issue 37 L7)
  "GET /api/tours/{id}/manifest.xlsx": "export",
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
  // letting an agent's quote go out below the discount limit is setting a price (issue 37)
  "POST /api/quotes/{id}/approve": "pricing",
  // the money of a departure (issue 41, ADR 056): managers and owners write, agents read
  "GET /api/suppliers": "read",
  "POST /api/suppliers": "accounts",
  "GET /api/suppliers/{id}": "read",
  "PATCH /api/suppliers/{id}": "accounts",
  "DELETE /api/suppliers/{id}": "accounts",
  "GET /api/suppliers/{id}/bills": "read",
  "POST /api/suppliers/{id}/bills": "accounts",
  "POST /api/supplier-bills/{billId}/payments": "accounts",
  "GET /api/tours/{id}/costs": "read",
  "PUT /api/tours/{id}/costs": "accounts",
  "GET /api/tours/{id}/departures/{departureId}/costs": "read",
  "PUT /api/tours/{id}/departures/{departureId}/costs": "accounts",
  "GET /api/tours/{id}/departures/{departureId}/cost-sheet": "read",
  "GET /api/reports/payables": "read",
  "GET /api/reports/departures": "read",
  "GET /api/exports/tally.xml": "export",
  "GET /api/settings/tally": "read",
  "PUT /api/settings/tally": "settings",
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
  { path: /^\/admin\/quotes(\/[^/]+)?$/, post: { default: "sales", approve: "pricing" } },
  { path: /^\/admin\/contacts\/[^/]+\/quotes\/new$/, post: "sales" },
  { path: /^\/admin\/enquiries$/, post: "sales" },
  { path: /^\/admin\/contacts(\/sources)?$/, post: "sales" },
  { path: /^\/admin\/contacts\/[^/]+$/, post: { default: "sales", merge: "merge" } },
  { path: /^\/admin\/emails$/, post: "sales" },
  { path: /^\/admin\/shop-orders$/, post: "sales" },
  { path: /^\/admin\/tours\/waitlist$/, post: { default: "sales", remove: "delete" } },
  // Tour Management opens on the first of its tabs the role may use (admin-tabs.ts)
  { path: /^\/admin\/tours$/, post: "tours" },
  // a page that is only a form for work the role may not do is not shown to it either (issue 38)
  { path: /^\/admin\/tours(\/upload|\/update(\/[^/]+)?)$/, read: "tours", post: "tours" },
  { path: /^\/admin\/tours\/departures$/, post: "tours" },
  { path: /^\/admin\/tours\/departures\/[^/]+$/, post: { default: "tours", delete: "delete" } },
  {
    path: /^\/admin\/tours\/departures\/[^/]+\/trip\/[^/]+$/,
    post: { default: "sales", "leader-link": "identity" },
  },
  { path: /^\/admin\/tours\/delete$/, read: "delete", post: "delete" },
  { path: /^\/admin\/tours\/departures\/[^/]+\/costs(\/[^/]+)?$/, read: "read", post: "accounts" },
  { path: /^\/admin\/suppliers(\/[^/]+)?$/, read: "read", post: "accounts" },
  { path: /^\/admin\/reports\/(departures|payables)$/, read: "read", post: "read" },
  { path: /^\/admin\/feedback(\/create|\/moderation)?$/, read: "tours", post: "tours" },
  { path: /^\/admin\/feedback\/delete$/, read: "delete", post: "delete" },
  { path: /^\/admin\/pricing(\/.*)?$/, read: "pricing", post: "pricing" },
  { path: /^\/admin\/notifications$/, read: "broadcast", post: "broadcast" },
  { path: /^\/admin\/people$/, read: "export", post: "delete" },
  // rights requests: completing an access request sends the export; an erasure request erases
  { path: /^\/admin\/people\/requests$/, read: "export", post: { default: "export", erasure: "delete" } },
  { path: /^\/admin\/people\/consents$/, read: "export", post: "export" },
  { path: /^\/admin\/people\/complaints$/, read: "read", post: "sales" },
  { path: /^\/admin\/people\/breaches$/, read: "export", post: "export" },
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

/** Whether a role may open an admin page (its GET): the sidebar and the sub-tabs show only those. */
export function roleMayOpen(role: StaffRole, path: string): boolean {
  if (role === "owner") return true;
  const work = workOf("GET", path);
  return work !== null && roleMay(role, work);
}

/** Tour Management's pages, in the order of its sub-tabs: the tab opens the first the role may open. */
export const tourManagementPages = [
  "/admin/tours/upload",
  "/admin/tours/update",
  "/admin/tours/delete",
  "/admin/tours/departures",
  "/admin/tours/waitlist",
] as const;

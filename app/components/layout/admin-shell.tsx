import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { roleMayOpen, tourManagementPages } from "~/features/admin-auth/permissions-schema";
import type { StaffRole } from "../../../domain/staff-values";

/**
 * The sidebar's tabs, in order. A tab is current on its own path and on any path below its
 * section; it opens the first of its pages the signed-in role may open, and shows only when there
 * is one (issue 38: an agent is not offered Pricing, tour editing or exports).
 */
const adminTabs: { label: string; to: readonly string[]; section: string; exact?: true }[] = [
  { label: "Overview", to: ["/admin"], section: "/admin", exact: true },
  { label: "Bookings", to: ["/admin/bookings"], section: "/admin/bookings" },
  { label: "Payments", to: ["/admin/payments"], section: "/admin/payments" },
  { label: "Pricing", to: ["/admin/pricing"], section: "/admin/pricing" },
  { label: "Tour Management", to: tourManagementPages, section: "/admin/tours" },
  { label: "Enquiry", to: ["/admin/enquiries"], section: "/admin/enquiries" },
  { label: "Contacts", to: ["/admin/contacts"], section: "/admin/contacts" },
  { label: "Suppliers", to: ["/admin/suppliers"], section: "/admin/suppliers" },
  { label: "Profit", to: ["/admin/reports/departures"], section: "/admin/reports" },
  { label: "Feedback", to: ["/admin/feedback/create"], section: "/admin/feedback" },
  { label: "Shop Orders", to: ["/admin/shop-orders"], section: "/admin/shop-orders" },
  { label: "Emails", to: ["/admin/emails"], section: "/admin/emails" },
  { label: "Notifications", to: ["/admin/notifications"], section: "/admin/notifications" },
  { label: "Personal data", to: ["/admin/people"], section: "/admin/people" },
  { label: "Settings", to: ["/admin/settings"], section: "/admin/settings" },
  { label: "Staff", to: ["/admin/staff"], section: "/admin/staff" },
];

function isCurrent(tab: (typeof adminTabs)[number], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (tab.exact) return path === tab.section;
  return path === tab.section || path.startsWith(`${tab.section}/`);
}

/**
 * The admin area's frame: a sidebar of tabs (a menu button below the lg breakpoint), who is
 * signed in, and Logout. The site's own header and footer are not shown here (root.tsx).
 */
export function AdminShell({
  agencyName,
  loginId,
  role,
  counts = {},
  children,
}: {
  agencyName: string;
  loginId: string;
  /** each role sees the tabs of its own work */
  role: StaffRole;
  /** how many wait beside a tab, by its path (payment claims beside Payments) */
  counts?: Partial<Record<string, number>>;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-slate-50 print:bg-white lg:flex">
      <div className="bg-brand-900 text-white print:hidden lg:sticky lg:top-0 lg:h-screen lg:w-60 lg:shrink-0 lg:overflow-y-auto">
        <div className="flex h-14 items-center justify-between gap-2 px-4">
          {/* the whole name on two lines, never cut ("Safarnama Travels A…" in a 240 px sidebar) */}
          <Link to="/admin" className="min-w-0 py-1 font-display text-lg font-bold leading-tight">
            {agencyName}{" "}
            <span className="block font-sans text-xs font-medium uppercase tracking-wider text-brand-100">
              Admin
            </span>
          </Link>
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset ring-white/40 hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
            Menu
          </button>
        </div>
        <nav
          id="admin-nav"
          aria-label="Admin"
          className={`${menuOpen ? "block" : "hidden"} border-t border-white/10 px-2 pb-3 pt-2 lg:block lg:border-0`}
        >
          <ul className="space-y-0.5">
            {adminTabs.map((tab) => {
              const to = tab.to.find((path) => roleMayOpen(role, path));
              if (!to) return null;
              const current = isCurrent(tab, pathname);
              const waiting = counts[to] ?? 0;
              return (
                <li key={tab.section}>
                  <Link
                    to={to}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-sm font-medium ${
                      current ? "bg-white text-brand-900" : "text-white hover:bg-white/10"
                    }`}
                  >
                    {tab.label}
                    {waiting > 0 && (
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${
                          current ? "bg-brand-900 text-white" : "bg-accent-400 text-slate-900"
                        }`}
                      >
                        {waiting}
                        <span className="sr-only"> waiting</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex h-14 items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 text-sm print:hidden lg:px-8">
          <span className="mr-auto truncate text-slate-600">
            Signed in as <span className="font-semibold text-slate-900">{loginId}</span>
          </span>
          <Link to="/admin/account" className="font-medium text-brand-800 underline-offset-2 hover:underline">
            Account
          </Link>
          <Link
            to="/"
            className="hidden font-medium text-brand-800 underline-offset-2 hover:underline sm:inline"
          >
            View site
          </Link>
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className="rounded-full px-4 py-1.5 font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50"
            >
              Logout
            </button>
          </Form>
        </div>
        <div className="mx-auto max-w-7xl px-4 py-6 lg:px-8">{children}</div>
      </div>
    </div>
  );
}

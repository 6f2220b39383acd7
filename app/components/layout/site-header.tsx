import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import { destinations } from "~/features/tours/destinations";
import type { PublicConfig } from "~/lib/site-config";
import { telLink } from "~/lib/whatsapp";

const links = [
  { to: "/offers", label: "Offers" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-accent-600" : "text-slate-700 hover:text-brand-700"
  }`;
}

export function SiteHeader({ site }: { site: PublicConfig }) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => setMenuOpen(false), [pathname]);

  const solid = scrolled || menuOpen;
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-colors ${
        solid ? "bg-white/95 shadow-sm backdrop-blur" : "bg-white/80 backdrop-blur-sm"
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 font-display text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{site.agency.name}</span>
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <details className="group relative">
            <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              Destinations
              <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <ul className="absolute left-0 top-full mt-1 w-56 rounded-lg border border-slate-100 bg-white p-2 shadow-lg">
              {destinations.map((d) => (
                <li key={d.slug}>
                  <NavLink
                    to={`/destinations/${d.slug}`}
                    className={({ isActive }) =>
                      `block rounded px-3 py-2 text-sm ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"}`
                    }
                  >
                    {d.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
          <a
            href={telLink(site.agency.phone)}
            className="ml-3 inline-flex items-center gap-2 rounded-full bg-accent-500 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-accent-400"
          >
            <PhoneIcon />
            {site.agency.phone}
          </a>
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-800 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-100 bg-white px-4 pb-6 lg:hidden"
        >
          <NavLink
            to="/"
            end
            className={({ isActive }) => `block py-3 font-medium ${isActive ? "text-accent-600" : ""}`}
          >
            Home
          </NavLink>
          <details className="border-t border-slate-100">
            <summary className="cursor-pointer py-3 font-medium">Destinations</summary>
            <ul className="pb-2 pl-4">
              {destinations.map((d) => (
                <li key={d.slug}>
                  <NavLink to={`/destinations/${d.slug}`} className="block py-2 text-slate-700">
                    {d.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={({ isActive }) =>
                `block border-t border-slate-100 py-3 font-medium ${isActive ? "text-accent-600" : ""}`
              }
            >
              {l.label}
            </NavLink>
          ))}
          <a
            href={telLink(site.agency.phone)}
            className="mt-3 block rounded-full bg-accent-500 px-4 py-3 text-center font-semibold text-slate-900"
          >
            Call {site.agency.phone}
          </a>
        </div>
      )}
    </header>
  );
}

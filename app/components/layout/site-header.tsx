import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import { destinations } from "~/features/tours/destinations";
import type { PublicConfig } from "~/lib/site-config";
import { telLink } from "~/lib/whatsapp";
import { MobileMenu } from "./mobile-menu";

const mainLinks = [
  { to: "/offers", label: "Offers" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/travel-gear-store", label: "Gear Shop" },
];

/** docs/product.md §9: the bar turns opaque once the page has scrolled more than this. */
const OPAQUE_AFTER_PX = 10;

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? "bg-brand-50 text-brand-900 underline decoration-2 underline-offset-8"
      : "text-slate-700 hover:text-brand-800"
  }`;
}

export function SiteHeader({ site }: { site: PublicConfig }) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > OPAQUE_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => setMenuOpen(false), [pathname]);

  const solid = scrolled || menuOpen;
  return (
    <header
      data-opaque={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid ? "bg-white shadow-md" : "bg-white/85 backdrop-blur-sm"
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 font-display text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{site.agency.name}</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          <li>
            <NavLink to="/" end className={navClass}>
              Home
            </NavLink>
          </li>
          <li>
            <DestinationsDropdown active={pathname.startsWith("/destinations/")} />
          </li>
          {mainLinks.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={navClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <a
              href={telLink(site.agency.phone)}
              className="ml-3 inline-flex items-center gap-2 rounded-full bg-accent-500 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-accent-400"
            >
              <PhoneIcon />
              <span className="sr-only">Call us on </span>
              {site.agency.phone}
            </a>
          </li>
        </ul>
        {/* on a phone the number is one tap away without opening the menu */}
        <a
          href={telLink(site.agency.phone)}
          className="ml-auto mr-1 inline-flex items-center gap-1.5 rounded-full bg-accent-500 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-accent-400 lg:hidden"
        >
          <PhoneIcon />
          Call<span className="sr-only"> us on {site.agency.phone}</span>
        </a>
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
      {menuOpen && <MobileMenu site={site} />}
    </header>
  );
}

/**
 * A disclosure (button + list of links), the pattern for site navigation: Enter or Space opens
 * it, Tab walks the links, Escape closes it and returns focus to the button, and so does a click
 * anywhere else or leaving it with the keyboard.
 */
function DestinationsDropdown({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="destinations-menu"
        onClick={() => setOpen((o) => !o)}
        className={`flex items-center gap-1 ${navClass({ isActive: active })}`}
      >
        Destinations
        <span aria-hidden="true" className={`transition-transform ${open ? "rotate-180" : ""}`}>
          ▾
        </span>
      </button>
      <ul
        id="destinations-menu"
        hidden={!open}
        className="absolute left-0 top-full mt-1 w-60 rounded-xl border border-slate-100 bg-white p-2 shadow-lg"
      >
        {destinations.map((d) => (
          <li key={d.slug}>
            <NavLink
              to={`/destinations/${d.slug}`}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm ${isActive ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-700 hover:bg-slate-50"}`
              }
            >
              {d.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useId, useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { destinations } from "~/features/tours/destinations";
import type { PublicConfig } from "~/lib/site-config";
import { telLink } from "~/lib/whatsapp";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 ${isActive ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-700"}`;

/** A titled group of links the visitor opens and closes (docs/product.md §2: collapsible sections). */
function Section({
  title,
  children,
  initiallyOpen,
}: {
  title: string;
  children: ReactNode;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div className="border-t border-slate-100">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between py-3 text-left font-semibold text-slate-900"
      >
        {title}
        <span aria-hidden="true" className={`transition-transform ${open ? "rotate-180" : ""}`}>
          ▾
        </span>
      </button>
      <ul id={id} hidden={!open} className="pb-3">
        {children}
      </ul>
    </div>
  );
}

export function MobileMenu({ site }: { site: PublicConfig }) {
  return (
    <div
      id="mobile-menu"
      className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-slate-100 bg-white px-4 pb-6 lg:hidden"
    >
      <NavLink to="/" end className={({ isActive }) => `my-2 ${linkClass({ isActive })}`}>
        Home
      </NavLink>
      <Section title="Destinations" initiallyOpen={false}>
        {destinations.map((d) => (
          <li key={d.slug}>
            <NavLink to={`/destinations/${d.slug}`} className={linkClass}>
              {d.name}
            </NavLink>
          </li>
        ))}
      </Section>
      <Section title="Explore" initiallyOpen>
        {[
          { to: "/packages", label: "All Packages" },
          { to: "/offers", label: "Offers" },
          { to: "/about", label: "About" },
          { to: "/contact", label: "Contact" },
          { to: "/travel-gear-store", label: "Gear Shop" },
        ].map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </Section>
      <a
        href={telLink(site.agency.phone)}
        className="mt-3 block rounded-full bg-accent-500 px-4 py-3 text-center font-semibold text-slate-900"
      >
        Call {site.agency.phone}
      </a>
    </div>
  );
}

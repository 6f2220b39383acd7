import { Link } from "react-router";
import { destinationBySlug } from "~/features/tours/destinations";
import type { PublicConfig } from "~/lib/site-config";
import { telLink } from "~/lib/whatsapp";
import { PushOptIn } from "~/features/notifications/push/push-opt-in";

const quickLinks = [
  { to: "/packages", label: "Packages" },
  { to: "/travel-gear-store", label: "Gear Shop" },
  { to: "/offers", label: "Offers" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
  { to: "/booking", label: "Your Booking" },
];
// named as every other list names them (destinations.ts), never by their slug
const footerDestinations = (["spiti-valley", "kerala", "leh-ladakh", "kashmir"] as const).map((slug) => ({
  to: `/destinations/${slug}`,
  label: destinationBySlug(slug)?.name ?? slug,
}));
const legal = [
  { to: "/faq", label: "FAQ" },
  { to: "/term-condition", label: "Terms & Conditions" },
  { to: "/privacy-policy", label: "Payment Privacy Policy" },
  { to: "/privacy-notice", label: "Privacy Notice" },
  { to: "/grievance", label: "Grievance Officer" },
];
// placeholders until the agency shares its own profiles (docs/product.md §2)
const socials = [
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "Facebook", href: "https://www.facebook.com/" },
  { name: "YouTube", href: "https://www.youtube.com/" },
  { name: "X", href: "https://x.com/" },
];

function LinkList({ title, items }: { title: string; items: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="text-slate-300 hover:text-white">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ site }: { site: PublicConfig }) {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="font-display text-2xl font-bold text-white">{site.agency.name}</p>
          <p className="mt-3 max-w-sm text-sm leading-6">
            Small-group journeys across the Himalaya, the North-East, Kerala's backwaters and the islands,
            planned by people who have travelled every road we sell.
          </p>
          <p className="mt-4 text-sm">{site.agency.address}</p>
          <p className="mt-2 text-sm">
            <a href={telLink(site.agency.phone)} className="hover:text-white">
              {site.agency.phone}
            </a>
            {" · "}
            <a href={`mailto:${site.agency.email}`} className="hover:text-white">
              {site.agency.email}
            </a>
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {socials.map(({ name, href }) => (
              <li key={name}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="rounded-full border border-slate-700 px-3 py-1 text-xs hover:border-slate-400 hover:text-white"
                >
                  {name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <PushOptIn />
        </div>
        <LinkList title="Quick Links" items={quickLinks} />
        <LinkList title="Destinations" items={footerDestinations} />
        <LinkList title="Legal" items={legal} />
      </div>
      <p className="border-t border-slate-800 px-4 py-6 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {site.agency.name}. All rights reserved.
      </p>
    </footer>
  );
}

import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

const wayBack = [
  { to: "/packages", label: "All tour packages" },
  { to: "/destinations/leh-ladakh", label: "Leh Ladakh" },
  { to: "/destinations/kerala", label: "Kerala" },
  { to: "/offers", label: "Current offers" },
  { to: "/contact", label: "Contact us" },
];

/** The 404 page's body: a plain apology and ways back into the site. */
export function NotFoundContent({
  title = "Page not found",
  message = "The page you're looking for doesn't exist or has moved.",
}: {
  title?: string;
  message?: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 pb-24 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Error 404</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary", "lg")}>
          Back to home
        </Link>
        <Link to="/packages" className={buttonClass("secondary", "lg")}>
          Browse packages
        </Link>
      </div>
      <nav aria-label="Popular pages" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {wayBack.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-medium text-brand-800 underline underline-offset-4">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

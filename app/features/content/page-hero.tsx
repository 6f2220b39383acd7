import type { ReactNode } from "react";

type PageHeroProps = {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
};

/** The banner that opens the site's text pages (offers, about, contact, FAQ, legal). */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 px-4 pb-14 pt-28 text-white sm:pb-20 sm:pt-36">
      <div className="mx-auto max-w-5xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-bold leading-tight sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{children}</div>}
      </div>
    </header>
  );
}

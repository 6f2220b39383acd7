import type { ReactNode } from "react";

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Safe & Secure",
    text: "Verified stays, licensed drivers and oxygen and first aid on every high-altitude route.",
    icon: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  },
  {
    title: "Expert Guides",
    text: "Local guides who grew up in the valleys they show you, and know when to wait out the weather.",
    icon: (
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
      </>
    ),
  },
  {
    title: "24/7 Support",
    text: "A real person on the phone or WhatsApp at any hour, from booking until you are home again.",
    icon: (
      <>
        <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
        <path d="M21 19a2 2 0 0 1-2 2h-1v-6h3zM3 19a2 2 0 0 0 2 2h1v-6H3z" />
      </>
    ),
  },
  {
    title: "Memorable Experiences",
    text: "Sunrise at Pangong, dinner on a Kerala houseboat: itineraries built around the moments.",
    icon: <path d="M12 2l3 6.5 7 .8-5.2 4.7 1.5 7L12 17.4 5.7 21l1.5-7L2 9.3l7-.8z" />,
  },
];

/** The four reasons on the home page (docs/product.md §2). */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <p className="text-center text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">
          Travel with confidence
        </p>
        <h2
          id="why-heading"
          className="mt-2 text-center font-display text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          Why Choose Us
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {feature.icon}
                </svg>
              </span>
              <h3 className="mt-4 font-display text-lg font-bold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

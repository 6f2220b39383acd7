import { Link } from "react-router";
import { faqEntries, faqJsonLd } from "~/features/content/faq-content";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Frequently Asked Questions",
    description:
      "Answers about booking a tour, payment dates, cancellation, changing your dates and travel insurance.",
    path: "/faq",
    crumb: "FAQ",
    jsonLd: [faqJsonLd()],
  });

export default function Faq() {
  return (
    <>
      <PageHero eyebrow="FAQ" title="Frequently Asked Questions">
        <p>Quick answers to what travellers ask us most.</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-14">
        <ul className="space-y-4">
          {faqEntries.map((entry, i) => (
            <li key={entry.question}>
              <details
                open={i === 0}
                className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-600"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-display text-lg font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
                  <h2>{entry.question}</h2>
                  <span
                    aria-hidden="true"
                    className="text-brand-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="px-5 pb-5 leading-7 text-slate-700">{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-slate-700">
          Still have a question?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline hover:text-brand-900">
            Contact our travel experts
          </Link>
        </p>
      </div>
    </>
  );
}

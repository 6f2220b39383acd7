import type { LegalSection } from "./legal-content";
import { PageHero } from "./page-hero";

/** The terms and payment policy pages: a hero, then numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14">
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`section-${i}`}>
            <h2 id={`section-${i}`} className="font-display text-2xl font-bold text-slate-900">
              {i + 1}. {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.points && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

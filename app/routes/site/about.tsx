import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckIcon, CompassIcon, HeartIcon, ShieldIcon, TagIcon } from "~/components/ui/icons";
import {
  aboutMission,
  aboutStats,
  aboutStory,
  aboutTeam,
  aboutValues,
  aboutVision,
  aboutWhyChoose,
} from "~/features/content/about-content";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "About Us",
    description:
      "Who we are: a small team designing guided journeys across the Himalaya, the North-East, Kerala and the islands.",
    path: "/about",
    crumb: "About",
  });

const valueIcons = [ShieldIcon, TagIcon, CompassIcon, HeartIcon];

/** The agency's legal name, address and GSTIN (Consumer Protection (E-Commerce) Rules 2020, rule 4(1)). */
export async function loader({ context }: Route.LoaderArgs) {
  const { legal_name, address, gstin } = await getAgencySettings(context.db, context.config);
  return { legal: { name: legal_name, address, gstin } };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { legal } = loaderData;
  return (
    <>
      <PageHero eyebrow="About us" title="Journeys planned by people who have been there">
        <p>We design guided tours across India and beyond, with the care we take over our own trips.</p>
      </PageHero>

      <section aria-label="In numbers" className="mx-auto -mt-8 max-w-5xl px-4">
        <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 md:grid-cols-4">
          {aboutStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center justify-end text-center">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="font-display text-3xl font-bold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="story-heading" className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="story-heading" className="font-display text-3xl font-bold text-slate-900">
          Our Story
        </h2>
        {aboutStory.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-7 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <div className="bg-brand-50">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-16 md:grid-cols-2">
          <section aria-labelledby="mission-heading" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="mission-heading" className="font-display text-2xl font-bold text-slate-900">
              Our Mission
            </h2>
            <p className="mt-3 leading-7 text-slate-700">{aboutMission}</p>
          </section>
          <section aria-labelledby="vision-heading" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="vision-heading" className="font-display text-2xl font-bold text-slate-900">
              Our Vision
            </h2>
            <p className="mt-3 leading-7 text-slate-700">{aboutVision}</p>
          </section>
        </div>
      </div>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="values-heading" className="text-center font-display text-3xl font-bold text-slate-900">
          Our Values
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutValues.map((value, i) => {
            const Icon = valueIcons[i] ?? CompassIcon;
            return (
              <li key={value.title} className="rounded-2xl p-6 text-center ring-1 ring-slate-200">
                <Icon className="mx-auto h-10 w-10 rounded-full bg-brand-50 p-2 text-brand-700" />
                <h3 className="mt-4 font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="team-heading" className="bg-slate-50 px-4 py-16">
        <h2 id="team-heading" className="text-center font-display text-3xl font-bold text-slate-900">
          Meet the Team
        </h2>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 sm:grid-cols-3">
          {aboutTeam.map((person) => (
            <li key={person.name} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <span
                aria-hidden="true"
                className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-700 font-display text-2xl font-bold text-white"
              >
                {person.initials}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{person.name}</h3>
              <p className="text-sm text-slate-600">{person.role}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="why-heading" className="font-display text-3xl font-bold text-slate-900">
          Why Choose Us
        </h2>
        <ul className="mt-6 space-y-3">
          {aboutWhyChoose.map((reason) => (
            <li key={reason} className="flex gap-3 text-slate-700">
              <CheckIcon className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              {reason}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/packages" className={buttonClass("primary", "lg")}>
            Browse Packages
          </Link>
          <Link to="/contact" className={buttonClass("secondary", "lg")}>
            Plan a Custom Trip
          </Link>
        </div>
      </section>

      <section aria-labelledby="legal-heading" className="bg-slate-50 px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="legal-heading" className="font-display text-2xl font-bold text-slate-900">
            Legal details
          </h2>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Legal name</dt>
              <dd className="font-semibold text-slate-900">{legal.name}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Registered address</dt>
              <dd className="text-slate-900">{legal.address}</dd>
            </div>
            <div>
              <dt className="text-slate-600">GSTIN</dt>
              <dd className="font-mono text-slate-900">{legal.gstin || "Not registered for GST"}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            Complaints:{" "}
            <Link to="/grievance" className="font-medium text-brand-800 underline">
              our grievance officer
            </Link>
            . Your data:{" "}
            <Link to="/privacy-notice" className="font-medium text-brand-800 underline">
              privacy notice
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}

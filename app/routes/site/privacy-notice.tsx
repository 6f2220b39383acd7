import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import {
  noticePaths,
  privacyNoticeText,
  type NoticeLanguage,
} from "~/features/privacy/notice/privacy-notice-content";
import { getGrievanceOfficer } from "~/features/privacy/grievance/grievance-officer-service.server";
import { publicSiteOf } from "~/lib/public-site";
import type { Route } from "./+types/privacy-notice";

/**
 * The privacy notice, `/privacy-notice` in English and `/hi/privacy-notice` in Hindi (issue 40):
 * one module, the language from the path. The retention figures are the server's settings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language: NoticeLanguage = new URL(request.url).pathname.startsWith("/hi/") ? "hi" : "en";
  const [agency, officer] = await Promise.all([
    getAgencySettings(context.db, context.config),
    getGrievanceOfficer(context.db, context.config),
  ]);
  const { config } = context;
  const notice = privacyNoticeText(language, {
    legalName: agency.legal_name,
    address: agency.address,
    email: config.AGENCY_EMAIL,
    phone: config.AGENCY_PHONE,
    enquiryMonths: config.ENQUIRY_RETENTION_MONTHS,
    emailDays: config.OUTBOX_BODY_RETENTION_DAYS,
    travellerIdDays: config.TRAVELLER_ID_RETENTION_DAYS,
    officer,
  });
  return { language, notice };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const language = loaderData?.language ?? "en";
  const tags = sitePageMeta(matches, {
    title: loaderData?.notice.title ?? "Privacy notice",
    description:
      language === "hi"
        ? "हम आपकी कौन-सी जानकारी लेते हैं, क्यों, कितने समय तक रखते हैं, और आप सहमति कैसे वापस लें या अपने अधिकारों का उपयोग कैसे करें।"
        : "What we collect about you and why, how long we keep it, and how to withdraw consent or use your rights under the DPDP Act 2023.",
    path: noticePaths[language],
    crumb: loaderData?.notice.title ?? "Privacy notice",
  });
  const siteUrl = publicSiteOf(matches).siteUrl.replace(/\/$/, "");
  return [
    ...tags,
    { tagName: "link", rel: "alternate", hrefLang: "en-IN", href: `${siteUrl}${noticePaths.en}` },
    { tagName: "link", rel: "alternate", hrefLang: "hi-IN", href: `${siteUrl}${noticePaths.hi}` },
  ];
};

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { language, notice } = loaderData;
  const other = notice.otherLanguage;
  return (
    <div lang={language === "hi" ? "hi" : undefined}>
      <PageHero eyebrow={language === "hi" ? "आपकी जानकारी" : "Your data"} title={notice.title}>
        <p>{notice.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <div className="flex flex-col gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between">
          <p>{notice.versionLine}</p>
          <Link
            to={noticePaths[other.lang]}
            lang={other.lang}
            hrefLang={other.lang}
            className="shrink-0 font-semibold text-brand-800 underline"
          >
            {other.label}
          </Link>
        </div>
        <div className="mt-10 space-y-10">
          {notice.sections.map((section, i) => (
            <section key={section.heading} aria-labelledby={`notice-${i}`}>
              <h2 id={`notice-${i}`} className="font-display text-2xl font-bold text-slate-900">
                {i + 1}. {section.heading}
              </h2>
              {section.points && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link to="/privacy-request" className={buttonClass("primary", "lg")}>
            {notice.requestLink}
          </Link>
          <Link to="/grievance" className={buttonClass("secondary", "lg")}>
            {notice.grievanceLink}
          </Link>
        </div>
      </div>
    </div>
  );
}

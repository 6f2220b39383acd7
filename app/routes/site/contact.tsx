import { Link } from "react-router";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { contactSellingPoints } from "~/features/content/contact-content";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import { usePublicSite } from "~/lib/public-site";
import { ContactForm } from "~/features/enquiries/contact-form";
import { handleEnquiryForm } from "~/features/enquiries/enquiry-form-action.server";
import { contactMessageSchema, messages } from "~/features/enquiries/enquiry-schema";
import { telLink } from "~/lib/whatsapp";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Contact Us",
    description:
      "Call, email or write to our travel experts in New Delhi (Mon-Sat 9 AM-7 PM). We answer every message within 24 hours.",
    path: "/contact",
    crumb: "Contact",
  });

export function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryForm(request, context, {
    schema: contactMessageSchema,
    submission: (data) => ({ kind: "contact", data }),
    fields: ["name", "email", "phone", "subject", "message"],
    success: messages.contact,
    invalidMessage: (values) =>
      ["name", "email", "message"].some((field) => !values[field]?.trim())
        ? "Please fill in all required fields"
        : "Please check the highlighted fields",
    failure: "Failed to send message. Please try again.",
  });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = usePublicSite();
  const cards = site
    ? [
        {
          icon: PhoneIcon,
          title: "Call us",
          body: (
            <a href={telLink(site.agency.phone)} className="font-semibold text-brand-700 underline">
              {site.agency.phone}
            </a>
          ),
          note: "Talk to a travel expert",
        },
        {
          icon: MailIcon,
          title: "Email us",
          body: (
            <a
              href={`mailto:${site.agency.email}`}
              className="break-all font-semibold text-brand-700 underline"
            >
              {site.agency.email}
            </a>
          ),
          note: "We reply within 24 hours",
        },
        {
          icon: MapPinIcon,
          title: "Visit our office",
          body: <span className="text-slate-700">{site.agency.address}</span>,
          note: "New Delhi · Mon-Sat 9 AM-7 PM",
        },
      ]
    : [];

  return (
    <>
      <PageHero eyebrow="Contact" title="Get in Touch">
        <p>Questions about a package, a custom trip or a booking? Our travel experts are here to help.</p>
      </PageHero>
      <section aria-label="How to reach us" className="mx-auto -mt-8 max-w-6xl px-4">
        <ul className="grid gap-4 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title} className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200">
              <card.icon className="h-8 w-8 rounded-full bg-brand-50 p-1.5 text-brand-700" />
              <h2 className="mt-4 font-display text-lg font-bold text-slate-900">{card.title}</h2>
              <p className="mt-1">{card.body}</p>
              <p className="mt-2 text-sm text-slate-600">{card.note}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="contact-form-heading" className="font-display text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <p className="mb-6 mt-2 text-sm text-slate-600">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> are required.
          </p>
          <ContactForm answer={actionData} />
        </section>
        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="font-display text-2xl font-bold text-slate-900">
            Why travellers write to us
          </h2>
          <ul className="mt-6 space-y-5">
            {contactSellingPoints.map((point) => (
              <li key={point.title} className="flex gap-3">
                <ClockIcon className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">{point.title}</h3>
                  <p className="text-sm leading-6 text-slate-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 rounded-xl bg-brand-50 p-4 text-sm leading-6 text-slate-800">
            A complaint about a booking, an order or your data?{" "}
            <Link to="/grievance" className="font-semibold text-brand-800 underline">
              Write to our grievance officer
            </Link>
            : acknowledged at once, resolved within one month.
          </p>
        </section>
      </div>
    </>
  );
}

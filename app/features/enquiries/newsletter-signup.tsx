import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { buttonClass } from "~/components/ui/button";
import { fieldError, typedValue, type FormAnswer } from "./form-answer";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

type SignupSource = "newsletter" | "offers_page Subscription";

type NewsletterSignupProps = {
  source?: SignupSource;
  /** the answer of a plain form post (no JavaScript), rendered by /newsletter */
  answer?: FormAnswer;
  /** "h1" on the /newsletter page itself, where this box is the page */
  headingLevel?: "h1" | "h2";
};

/**
 * The newsletter box (home, offers and /newsletter). Posts to /newsletter: through a fetcher,
 * showing its states in place, or as a plain form when JavaScript has not loaded.
 */
export function NewsletterSignup({
  source = "newsletter",
  answer,
  headingLevel = "h2",
}: NewsletterSignupProps) {
  const fetcher = useFetcher<FormAnswer>();
  const result = fetcher.data ?? answer;
  const submitting = fetcher.state !== "idle";
  const [email, setEmail] = useState(typedValue(answer, "email") ?? "");
  const id = useId();
  const headingId = `${id}-heading`;
  const messageId = `${id}-message`;
  const Heading = headingLevel;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") setEmail("");
  }, [fetcher.state, fetcher.data]);

  const invalid = fieldError(result, "email") ?? fieldError(result, "source");
  const message = submitting ? null : (invalid ?? result?.message);
  const failed = result?.status !== "success";

  return (
    <section aria-labelledby={headingId} className="bg-brand-900 px-4 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">Newsletter</p>
        <Heading id={headingId} className="mt-2 font-display text-3xl font-bold sm:text-4xl">
          Subscribe for travel deals &amp; new journeys
        </Heading>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Seasonal offers, new departures and trip ideas, about twice a month. No spam; leave whenever you
          like.
        </p>
        <fetcher.Form
          method="post"
          action="/newsletter"
          noValidate
          className="relative mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
        >
          <HoneypotField />
          <input type="hidden" name="source" value={source} />
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder="Enter your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className="min-w-0 flex-1 rounded-full border-0 bg-white px-5 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-accent-400"
          />
          <button type="submit" disabled={submitting} className={buttonClass("accent", "lg")}>
            {submitting ? "Submitting..." : "Subscribe"}
          </button>
        </fetcher.Form>
        <div className="mx-auto mt-3 max-w-xl">
          <PrivacyNoticeLink
            purpose="only to email you our offers; every email has a one-click unsubscribe"
            tone="dark"
          />
        </div>
        <div role="status" className="mt-4 min-h-8">
          {message && (
            <p
              id={messageId}
              className={`inline-block rounded-full bg-white px-4 py-1.5 text-sm font-semibold ${failed ? "text-red-700" : "text-green-800"}`}
            >
              {message}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

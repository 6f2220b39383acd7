import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

/** What the quote page's forms answer (quote-page-action.server.ts). */
export type QuotePageAnswer =
  | { intent: "accept"; ok: true; message: string; booking: { reference: string; page: string } }
  | { intent: "changes"; ok: true; message: string }
  | {
      intent: "accept" | "changes";
      ok: false;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

const section = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/** "Accept this quote": who travels, confirmed, makes the booking. */
export function QuoteAcceptForm({
  traveller,
  total,
  answer,
}: {
  traveller: { name: string; email: string; phone: string };
  total: string;
  answer?: QuotePageAnswer | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const refused = answer?.intent === "accept" && !answer.ok ? answer : undefined;
  const values = refused?.values ?? traveller;
  const errors = refused?.errors ?? {};
  return (
    <section aria-labelledby="accept-heading" className={section}>
      <h2 id="accept-heading" className="font-display text-xl font-bold text-slate-900">
        Accept this quote
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Confirm your details: we make your booking for {total} and email you its confirmation and payment
        schedule.
      </p>
      {refused && <Notice tone="error">{refused.message}</Notice>}
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="accept" />
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={values.phone}
          error={errors.phone}
        />
        <PrivacyNoticeLink purpose="to run your trip and contact you about it, never for marketing" />
        <button type="submit" disabled={busy} className={`${buttonClass("primary", "lg")} w-full sm:w-auto`}>
          Accept and book
        </button>
      </Form>
    </section>
  );
}

/** "Ask for changes": a message to the agent who wrote the quote. */
export function QuoteChangesForm({ answer }: { answer?: QuotePageAnswer | undefined }) {
  const busy = useNavigation().state !== "idle";
  const mine = answer?.intent === "changes" ? answer : undefined;
  if (mine?.ok) {
    return (
      <section className={section} aria-label="Ask for changes">
        <Notice tone="success">{mine.message}</Notice>
      </section>
    );
  }
  return (
    <section aria-labelledby="changes-heading" className={section}>
      <h2 id="changes-heading" className="font-display text-xl font-bold text-slate-900">
        Ask for changes
      </h2>
      <p className="mt-1 text-sm text-slate-700">Tell us what to change; we will send you a revised quote.</p>
      {mine && <Notice tone="error">{mine.message}</Notice>}
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="changes" />
        <TextAreaField
          label="What should we change?"
          name="message"
          required
          rows={4}
          defaultValue={mine?.values.message ?? ""}
          error={mine?.errors.message}
        />
        <button
          type="submit"
          disabled={busy}
          className={`${buttonClass("secondary", "lg")} w-full sm:w-auto`}
        >
          Send my message
        </button>
      </Form>
    </section>
  );
}

import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldsOf, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { Notice } from "~/components/ui/notice";
import { privacyRequestKindLabels, privacyRequestKinds } from "./requests/privacy-request-schema";
import { PrivacyNoticeLink } from "./privacy-notice-link";

/** What the two public forms' actions answer. */
export type PrivacyFormAnswer =
  | { ok: true; message: string; reference: string }
  | { ok: false; message: string; errors?: Record<string, string>; values?: Record<string, string> };

function useAnswerFields(answer: PrivacyFormAnswer | undefined) {
  const failed = answer && !answer.ok ? answer : undefined;
  return fieldsOf((name) => failed?.values?.[name], failed?.errors ?? {});
}

/** One key per page view (made by the loader): a double submit of the same form makes one record. */
function IdempotencyKey({ formKey }: { formKey: string }) {
  return <input type="hidden" name="idempotency_key" value={formKey} />;
}

function Answered({ answer, label }: { answer: PrivacyFormAnswer & { ok: true }; label: string }) {
  return (
    <Notice tone="success">
      {answer.message} {label}: <strong>{answer.reference}</strong>
    </Notice>
  );
}

/** `/privacy-request`: ask for a copy, a correction or the erasure of one's data. */
export function PrivacyRequestForm({ answer, formKey }: { answer?: PrivacyFormAnswer; formKey: string }) {
  const field = useAnswerFields(answer);
  const busy = useNavigation().state === "submitting";
  if (answer?.ok) return <Answered answer={answer} label="Your reference" />;
  return (
    <Form method="post" noValidate className="relative space-y-5">
      {answer && <Notice tone="error">{answer.message}</Notice>}
      <IdempotencyKey formKey={formKey} />
      <SelectField label="What are you asking for?" required {...field("kind")}>
        <option value="">Choose…</option>
        {privacyRequestKinds.map((kind) => (
          <option key={kind} value={kind}>
            {privacyRequestKindLabels[kind]}
          </option>
        ))}
      </SelectField>
      <TextField label="Your name" autoComplete="name" required {...field("name")} />
      <TextField
        label="Email address you used with us"
        type="email"
        autoComplete="email"
        required
        hint="We email this address a link to confirm the request is yours."
        {...field("email")}
      />
      <TextAreaField
        label="Details"
        hint="For a correction, what is wrong and what it should be. Your phone number or booking reference helps us find everything."
        {...field("message")}
      />
      <HoneypotField />
      <PrivacyNoticeLink purpose="only to answer this request, and keep a record of it" />
      <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>
        {busy ? "Sending…" : "Send request"}
      </button>
    </Form>
  );
}

/** `/grievance`: a complaint to the grievance officer. */
export function ComplaintForm({ answer, formKey }: { answer?: PrivacyFormAnswer; formKey: string }) {
  const field = useAnswerFields(answer);
  const busy = useNavigation().state === "submitting";
  if (answer?.ok) return <Answered answer={answer} label="Your ticket" />;
  return (
    <Form method="post" noValidate className="relative space-y-5">
      {answer && <Notice tone="error">{answer.message}</Notice>}
      <IdempotencyKey formKey={formKey} />
      <TextField label="Your name" autoComplete="name" required {...field("name")} />
      <TextField label="Email address" type="email" autoComplete="email" required {...field("email")} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field("phone")} />
      <TextField
        label="Booking or order reference (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        hint="e.g. SF-7K3M9Q"
        {...field("booking_reference")}
      />
      <TextAreaField label="Your complaint" required rows={6} {...field("message")} />
      <HoneypotField />
      <PrivacyNoticeLink purpose="only to handle your complaint, and keep a record of it" />
      <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>
        {busy ? "Sending…" : "Send complaint"}
      </button>
    </Form>
  );
}

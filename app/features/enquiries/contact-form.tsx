import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { contactSubjects as subjects } from "../../../domain/enquiry-values";
import { fieldError, typedValue, type FormAnswer } from "./form-answer";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

/** The contact page's message form; posts to /contact with or without JavaScript. */
export function ContactForm({ answer }: { answer?: FormAnswer }) {
  const fetcher = useFetcher<FormAnswer>();
  const result = fetcher.data ?? answer;
  const submitting = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const value = (field: string) => typedValue(result, field);
  const error = (field: string) => fieldError(result, field);

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" noValidate className="relative space-y-5">
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          defaultValue={value("name")}
          error={error("name")}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={value("email")}
          error={error("email")}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={value("phone")}
          error={error("phone")}
        />
        <SelectField
          label="Subject (optional)"
          name="subject"
          defaultValue={value("subject") ?? ""}
          error={error("subject")}
        >
          <option value="">Choose a subject</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={5}
        defaultValue={value("message")}
        error={error("message")}
      />
      <div role="status">
        {result && !submitting && (
          <p
            className={`rounded-lg px-4 py-3 text-sm font-semibold ${
              result.status === "success" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"
            }`}
          >
            {result.message}
          </p>
        )}
      </div>
      <PrivacyNoticeLink purpose="to answer your message and plan your trip" />
      <button type="submit" disabled={submitting} className={buttonClass("primary", "lg")}>
        {submitting ? "Sending..." : "Send Message"}
      </button>
    </fetcher.Form>
  );
}

import { LookupForm } from "~/components/ui/lookup-form";

/** What the /booking action answers when it does not redirect to the booking. */
export type LookupAnswer = {
  status: "invalid" | "not-found" | "link-sent";
  message: string;
  errors?: Record<string, string>;
  values: { reference: string; contact: string };
};

/** Reference plus the email or phone used to book; a plain POST, so it works before JavaScript. */
export function BookingLookupForm({ answer }: { answer?: LookupAnswer }) {
  return (
    <LookupForm
      action="/booking"
      failure={answer && { ...answer, tone: answer.status === "link-sent" ? "success" : "error" }}
      reference={{
        label: "Booking reference",
        hint: "In your confirmation email, e.g. SF-7K3M9Q",
        value: answer?.values.reference,
      }}
      contact={{
        label: "Email or phone number",
        hint: "The one you booked with",
        value: answer?.values.contact,
      }}
      contactName="contact"
      submit={["Find my booking", "Finding your booking…"]}
      secondary={{ label: "Email me a fresh link", value: "email-link" }}
    />
  );
}

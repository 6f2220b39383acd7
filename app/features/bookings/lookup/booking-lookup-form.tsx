import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";

/** What the /booking action answers when it does not redirect to the booking. */
export type LookupAnswer = {
  status: "invalid" | "not-found" | "link-sent";
  message: string;
  errors?: Record<string, string>;
  values: { reference: string; contact: string };
};

/** Reference plus the email or phone used to book; a plain POST, so it works before JavaScript. */
export function BookingLookupForm({ answer }: { answer?: LookupAnswer }) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" action="/booking" noValidate className="space-y-5">
      {answer && <Notice tone={answer.status === "link-sent" ? "success" : "error"}>{answer.message}</Notice>}
      <TextField
        label="Booking reference"
        name="reference"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="In your confirmation email, e.g. SF-7K3M9Q"
        defaultValue={answer?.values.reference}
        error={answer?.errors?.reference}
      />
      <TextField
        label="Email or phone number"
        name="contact"
        required
        autoComplete="email"
        hint="The one you booked with"
        defaultValue={answer?.values.contact}
        error={answer?.errors?.contact}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={searching} className={buttonClass("primary", "lg")}>
          {searching ? "Finding your booking…" : "Find my booking"}
        </button>
        <button
          type="submit"
          name="intent"
          value="email-link"
          disabled={searching}
          className={buttonClass("secondary", "lg")}
        >
          Email me a fresh link
        </button>
      </div>
    </Form>
  );
}

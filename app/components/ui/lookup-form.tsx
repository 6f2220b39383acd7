import { Form, useNavigation } from "react-router";
import { buttonClass } from "./button";
import { TextField } from "./field";
import { Notice } from "./notice";

/** A field of the lookup: its label, the hint under it and the value last sent. */
type LookupField = { label: string; hint: string; value: string | undefined };

/**
 * What the last post answered: why the lookup found nothing (the message above the form and one
 * per field), or, with `tone: "success"`, what the second button did.
 */
type LookupFailure =
  { message: string; errors?: Record<string, string>; tone?: "success" | "error" } | undefined;

/**
 * "Find my …": a reference plus what the visitor used with it (email or phone), posted as a plain
 * form, so it works before JavaScript. The reference is typed as printed (no autocorrect).
 */
export function LookupForm({
  action,
  failure,
  reference,
  contact,
  contactName,
  contactType,
  submit,
  secondary,
}: {
  action?: string;
  failure: LookupFailure;
  reference: LookupField;
  contact: LookupField;
  /** the contact field's name (`reference` is always `reference`) */
  contactName: string;
  contactType?: "email";
  /** the button's text, and its text while the lookup runs */
  submit: readonly [idle: string, busy: string];
  /** a second button posting the same fields with `intent` set to `value` */
  secondary?: { label: string; value: string };
}) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      {failure && <Notice tone={failure.tone ?? "error"}>{failure.message}</Notice>}
      <TextField
        name="reference"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        label={reference.label}
        hint={reference.hint}
        defaultValue={reference.value}
        error={failure?.errors?.reference}
      />
      <TextField
        name={contactName}
        type={contactType}
        required
        autoComplete="email"
        label={contact.label}
        hint={contact.hint}
        defaultValue={contact.value}
        error={failure?.errors?.[contactName]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={searching} className={buttonClass("primary", "lg")}>
          {searching ? submit[1] : submit[0]}
        </button>
        {secondary && (
          <button
            type="submit"
            name="intent"
            value={secondary.value}
            disabled={searching}
            className={buttonClass("secondary", "lg")}
          >
            {secondary.label}
          </button>
        )}
      </div>
    </Form>
  );
}

import { Form, useNavigation } from "react-router";
import { buttonClass } from "./button";
import { TextField } from "./field";
import { Notice } from "./notice";

/** A field of the lookup: its label, the hint under it and the value last sent. */
type LookupField = { label: string; hint: string; value: string | undefined };

/** Why the last lookup found nothing: the message above the form and one per field. */
type LookupFailure = { message: string; errors?: Record<string, string> } | undefined;

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
}) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      {failure && <Notice tone="error">{failure.message}</Notice>}
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
      <button type="submit" disabled={searching} className={buttonClass("primary", "lg")}>
        {searching ? submit[1] : submit[0]}
      </button>
    </Form>
  );
}

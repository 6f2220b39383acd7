import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

type Common = {
  label: ReactNode;
  /** the message shown beside the field when the server or the browser refused it */
  error?: string;
  /** a hint under the label, read with the field */
  hint?: ReactNode;
  /** shown after the label for required fields */
  required?: boolean;
};

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100";

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldFrame({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
}: Common & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  required,
  className = "",
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint} required={required}>
      <input
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${control} ${error ? "border-red-600" : "border-slate-300"} ${className}`}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className = "",
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${control} ${error ? "border-red-600" : "border-slate-300"} ${className}`}
        rows={4}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className = "",
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint} required={required}>
      <select
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${control} ${error ? "border-red-600" : "border-slate-300"} ${className}`}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * A form's fields bound to what a refused submission sent back: `{...field("email")}` gives an input
 * its name, the value typed and the message for it. `nameOf` maps a field to its input's name (a
 * list's `travellers.0.email`).
 */
export function fieldsOf(
  valueOf: (field: string) => string | undefined,
  errors: Readonly<Record<string, string | undefined>>,
  nameOf: (field: string) => string = (field) => field,
) {
  return (field: string) => ({
    name: nameOf(field),
    defaultValue: valueOf(field),
    error: errors[nameOf(field)],
  });
}

/** A code typed as printed (a PAN, an ID number, a promo code): in capitals, never autofilled. */
export function CodeField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField autoComplete="off" autoCapitalize="characters" {...props} />;
}

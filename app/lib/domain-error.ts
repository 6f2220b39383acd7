/**
 * How a service says a write cannot be done: one error type whose kind the API (`apiRoute`) and
 * page actions turn into a status. Services never speak HTTP; lookups that find nothing return
 * null instead (that is an answer, not a failure).
 */
type DomainErrorKind = "invalid" | "forbidden" | "not-found" | "conflict" | "too-large";

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
};

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** a message per field, keyed like the form's fields (`items.0.selectedSize`) */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }

  /** The HTTP status an API answer or a page action gives this failure. */
  get status(): number {
    return STATUS_OF[this.kind];
  }
}

/** What a form failure says above its messages per field. */
export const CHECK_FIELDS_MESSAGE = "Please check the highlighted fields";

/** Input a service refuses after the schema passed it (an unknown package, a gallery too long). */
export function invalidFields(errors: Record<string, string>): DomainError {
  return new DomainError("invalid", CHECK_FIELDS_MESSAGE, errors);
}

/** A failure of one field: its message is both the answer's and the field's. */
export function fieldError(kind: DomainErrorKind, field: string, message: string): DomainError {
  return new DomainError(kind, message, { [field]: message });
}

/** For page actions: the status to answer with, or null when `error` is not a DomainError (rethrow it). */
export function domainErrorStatus(error: unknown): number | null {
  return error instanceof DomainError ? error.status : null;
}

import { DomainError } from "../../app/lib/domain-error";

/** The DomainError a service call is refused with; fails the test if the call succeeds or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

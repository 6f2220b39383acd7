/**
 * What a lead form's route action answers (/contact, /newsletter, /plan-trip), read the same way
 * by the page rendered after a plain form post and by the component that posted through a fetcher.
 */
export type FormAnswer =
  | { status: "success"; message: string }
  | { status: "invalid"; message: string; errors: Record<string, string>; values: Record<string, string> }
  | { status: "error"; message: string; values: Record<string, string> };

/** The value the visitor typed, to put back into a refused form. */
export function typedValue(answer: FormAnswer | undefined, field: string): string | undefined {
  return answer && answer.status !== "success" ? answer.values[field] : undefined;
}

export function fieldError(answer: FormAnswer | undefined, field: string): string | undefined {
  return answer?.status === "invalid" ? answer.errors[field] : undefined;
}

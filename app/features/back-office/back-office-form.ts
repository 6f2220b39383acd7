/** What the back-office screens' forms and their actions exchange. Safe for the browser. */
export type FormAnswer =
  | { ok: true; intent: string; message: string }
  | {
      ok: false;
      intent: string;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

/** The text fields of a posted form, by name. */
export function textsOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/** The same values without the blank ones: an optional field left empty is not sent. */
export function filledOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
}

/** Blank rows an editor offers below the lines it has, for new ones without JavaScript. */
export const SPARE_COST_ROWS = 3;

/**
 * The cost lines of the editor's rows (`lines.0.label`, `lines.0.basis`, ...) as the API's body
 * has them, with each line's row (a row whose label is blank is not a line), so a message about
 * `lines.1.unit_cost` goes back beside the row it came from.
 */
export function costLinesOfForm(values: Record<string, string>): {
  lines: Record<string, string>[];
  rows: number[];
} {
  const rows = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(values)) {
    const match = /^lines\.(\d{1,3})\.(\w+)$/.exec(key);
    if (!match || value.trim() === "") continue;
    const row = rows.get(Number(match[1])) ?? {};
    row[match[2]!] = value;
    rows.set(Number(match[1]), row);
  }
  const kept = [...rows.entries()]
    .filter(([, row]) => (row.label ?? "").trim() !== "")
    .sort(([a], [b]) => a - b);
  return { lines: kept.map(([, row]) => row), rows: kept.map(([index]) => index) };
}

/** Messages keyed by a line's place in the body (`lines.1.unit_cost`), keyed again by its row. */
export function errorsByRow(errors: Record<string, string>, rows: number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.replace(/^lines\.(\d+)\./, (_, i: string) => `lines.${rows[Number(i)] ?? i}.`),
      message,
    ]),
  );
}

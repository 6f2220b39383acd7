import { stringify } from "csv-stringify/sync";

/**
 * A CSV download that opens right in a spreadsheet: UTF-8 with a BOM, every field quoted, and
 * cells that start with = + - or @ neutralised, because leads type free text (CSV injection).
 * Amounts go in as plain numbers (rupees), not formatted strings.
 */
export function csvResponse(
  filename: string,
  columns: string[],
  rows: (string | number | boolean | null | undefined)[][],
): Response {
  const body = stringify([columns, ...rows], { bom: true, quoted: true, escape_formulas: true });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}

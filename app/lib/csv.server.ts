import { stringify } from "csv-stringify/sync";

type CsvCell = string | number | boolean | null | undefined;

const HEADERS = (filename: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
  "Cache-Control": "no-store",
});

/**
 * A CSV download that opens right in a spreadsheet: UTF-8 with a BOM, every field quoted, and
 * cells that start with = + - or @ neutralised, because leads type free text (CSV injection).
 * Amounts go in as plain numbers (rupees), not formatted strings. Streamed: the header line leaves at once, then each batch of rows as the database
 * hands it over, read only when the client has taken the one before (the stream pulls). The
 * server holds one batch, however many rows the file has, and every matching row is in it.
 */
export function csvStreamResponse<T>(
  filename: string,
  columns: string[],
  batches: AsyncIterable<T[]>,
  rowOf: (item: T) => CsvCell[],
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([columns], { bom: true, quoted: true })));
    },
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else
        controller.enqueue(
          encoder.encode(stringify(value.map(rowOf), { quoted: true, escape_formulas: true })),
        );
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: HEADERS(filename) });
}

/**
 * An export's answer to a refused filter: 400 with a message per field (issue 37), never the
 * whole list as if the filter were not there.
 */
export function refusedFilters(errors: Record<string, string>): Response | null {
  if (Object.keys(errors).length === 0) return null;
  return Response.json({ success: false, message: "Please correct the filters", errors }, { status: 400 });
}

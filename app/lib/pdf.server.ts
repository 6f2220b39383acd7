import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

/**
 * The one PDF renderer of the agency's documents (receipts, invoices, credit notes, quotes):
 * pdfkit on A4 with DejaVu Sans, which has the rupee sign (U+20B9). The fonts are committed under
 * assets/fonts (their licence allows it) and copied next to the server bundle by
 * scripts/build-server.mjs.
 */
function fontPath(file: string): string {
  const candidates = [
    fileURLToPath(new URL(`./fonts/${file}`, import.meta.url)),
    path.resolve("assets/fonts", file),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`font ${file} not found in ${candidates.join(" or ")}`);
  return found;
}

export const PDF_INK = "#0f172a";
export const PDF_MUTED = "#475569";
export const PDF_RULE = "#cbd5e1";

/**
 * A new A4 document with the fonts "Sans" and "Sans-Bold", and the bytes it will have once
 * `doc.end()` is called.
 */
export function startPdf(info: { Title: string; Author: string }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: "A4", margin: 50, info });
  doc.registerFont("Sans", fontPath("DejaVuSans.ttf"));
  doc.registerFont("Sans-Bold", fontPath("DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

import { formatTravelDate } from "~/lib/dates";
import { PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, startPdf } from "~/lib/pdf.server";
import { formatPaise } from "./document-figures";
import { documentTitles, type DocumentContent } from "./document-schema";

/** A receipt voucher, tax invoice or credit note as an A4 PDF. */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const { doc, done } = startPdf({
    Title: `${documentTitles[content.kind]} ${content.number}`,
    Author: content.agency.legal_name,
  });

  const left = 50;
  const width = doc.page.width - 100;
  const right = left + width;

  // the agency
  doc.font("Sans-Bold").fontSize(16).fillColor(INK).text(content.agency.legal_name, left, 50, { width: 320 });
  doc.font("Sans").fontSize(9).fillColor(MUTED).text(content.agency.address, { width: 300 });
  if (content.agency.gstin) doc.text(`GSTIN: ${content.agency.gstin}`);
  doc.text(`State: ${content.agency.state}`);

  // the document's title, number and date, on the right
  doc
    .font("Sans-Bold")
    .fontSize(14)
    .fillColor(INK)
    .text(documentTitles[content.kind], left, 50, { width, align: "right" });
  doc.font("Sans").fontSize(9).fillColor(MUTED);
  doc.text(`No. ${content.number}`, { width, align: "right" });
  doc.text(`Date: ${formatTravelDate(content.date)}`, { width, align: "right" });
  if (content.against) doc.text(`Against: ${content.against}`, { width, align: "right" });

  doc.moveTo(left, 130).lineTo(right, 130).strokeColor(RULE).stroke();

  // the traveller and the booking, in two columns
  const partyTop = 140;
  const label = (text: string, x: number, y: number) =>
    doc.font("Sans-Bold").fontSize(8).fillColor(MUTED).text(text.toUpperCase(), x, y);
  label(
    content.kind === "invoice" ? "Billed to" : content.kind === "receipt" ? "Received from" : "Refunded to",
    left,
    partyTop,
  );
  doc.font("Sans").fontSize(10).fillColor(INK);
  doc.text(content.traveller.name, left, partyTop + 12, { width: width / 2 - 10 });
  doc.fontSize(9).fillColor(MUTED);
  doc.text(content.traveller.email, { width: width / 2 - 10 });
  doc.text(content.traveller.phone);
  doc.text(`State: ${content.traveller.state}`);
  if (content.traveller.pan) doc.text(`PAN: ${content.traveller.pan}`);
  const column = left + width / 2 + 10;
  label("Booking", column, partyTop);
  doc.font("Sans").fontSize(10).fillColor(INK);
  doc.text(content.booking.reference, column, partyTop + 12);
  doc.fontSize(9).fillColor(MUTED);
  doc.text(content.booking.package_title, { width: width / 2 - 10 });
  doc.text(`Travel date: ${formatTravelDate(content.booking.travel_date)}`);
  doc.text(`Travellers: ${content.booking.travellers}`);
  doc.text(`Place of supply: ${content.place_of_supply}`);
  doc.text(`SAC: ${content.sac_code}`);

  // the lines, the tax and the total
  let y = Math.max(doc.y, 240) + 16;
  const amountWidth = 120;
  const row = (text: string, amount: string, options: { bold?: boolean; muted?: boolean } = {}) => {
    doc
      .font(options.bold ? "Sans-Bold" : "Sans")
      .fontSize(10)
      .fillColor(options.muted ? MUTED : INK);
    const height = doc.heightOfString(text, { width: width - amountWidth - 10 });
    doc.text(text, left, y, { width: width - amountWidth - 10 });
    doc.text(amount, right - amountWidth, y, { width: amountWidth, align: "right" });
    y += Math.max(height, 14) + 6;
  };
  const rule = () => {
    doc
      .moveTo(left, y - 2)
      .lineTo(right, y - 2)
      .strokeColor(RULE)
      .stroke();
    y += 6;
  };
  doc.font("Sans-Bold").fontSize(8).fillColor(MUTED);
  doc.text("DESCRIPTION", left, y);
  doc.text("AMOUNT", right - amountWidth, y, { width: amountWidth, align: "right" });
  y += 16;
  rule();
  for (const line of content.lines) row(line.label, formatPaise(line.amount));
  rule();
  const { tax } = content;
  const half = content.gst_rate_percent / 2;
  row("Taxable value", formatPaise(tax.taxable), { muted: true });
  if (tax.igst > 0 || tax.cgst + tax.sgst === 0) {
    row(`IGST @ ${content.gst_rate_percent}%`, formatPaise(tax.igst), { muted: true });
  } else {
    row(`CGST @ ${half}%`, formatPaise(tax.cgst), { muted: true });
    row(`SGST @ ${half}%`, formatPaise(tax.sgst), { muted: true });
  }
  rule();
  row(
    content.kind === "invoice" ? "Total (GST included)" : "Amount (GST included)",
    formatPaise(content.amount),
    {
      bold: true,
    },
  );
  if (content.tcs) {
    row(
      `TCS u/s 206C(1G) of the Income-tax Act @ ${content.tcs.rate_percent}%`,
      formatPaise(content.tcs.amount),
    );
    row("Total payable with TCS", formatPaise(content.amount + content.tcs.amount), { bold: true });
  }
  y += 8;
  doc
    .font("Sans")
    .fontSize(10)
    .fillColor(INK)
    .text(`Amount in words: ${content.amount_in_words}`, left, y, { width });
  if (content.payment) {
    doc.moveDown(0.6);
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `Paid by ${content.payment.method}${content.payment.reference ? `, reference ${content.payment.reference}` : ""}, on ${formatTravelDate(content.payment.date)}.`,
        { width },
      );
  }
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      content.kind === "receipt"
        ? "Receipt voucher for an advance received (CGST Rules, rule 50). The tax invoice follows when the booking is paid in full."
        : "This document is computer-generated and needs no signature.",
      { width },
    );
  doc.end();
  return done;
}

/** A document's PDF as an answer: drawn again from what it printed when issued. */
export async function documentPdfResponse(
  document: { content: unknown },
  fileName: string,
): Promise<Response> {
  const pdf = await renderDocumentPdf(document.content as DocumentContent);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

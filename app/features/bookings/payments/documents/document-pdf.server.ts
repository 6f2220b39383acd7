import { formatTravelDate } from "~/lib/dates";
import { PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, startPdf } from "~/lib/pdf.server";
import { formatPaise } from "./document-figures";
import { documentTitles, type DocumentContent } from "./document-schema";

/** The rate(s) and the amount of a document's TCS, in the shape it was issued with. */
function tcsRows(content: DocumentContent): { label: string; law: string; amount: number } | null {
  const { tcs } = content;
  if (!tcs) return null;
  if (!("parts" in tcs)) {
    return {
      label: `TCS u/s 206C(1G) of the Income-tax Act @ ${tcs.rate_percent}%`,
      law: "",
      amount: tcs.amount,
    };
  }
  const rates = tcs.parts.map((part) => `${part.rate_percent}%`).join(" and ");
  const on = content.kind === "invoice" ? "collected on the receipts below" : "collected with this payment";
  return { label: `TCS @ ${rates}, ${on}`, law: tcs.legal_reference, amount: tcs.amount };
}

/** The closing note: what the document is under the rules, and for a receipt what follows it. */
function closingNote(content: DocumentContent): string {
  if (content.kind === "receipt") {
    const rule = "Receipt voucher for an advance received (CGST Rules, rule 50).";
    return `${rule} ${content.follows ?? "The tax invoice follows when the booking is paid in full."}`;
  }
  if (!content.signatory) return "This document is computer-generated and needs no signature.";
  return content.kind === "invoice"
    ? "Tax invoice (CGST Rules, rule 46). Prices include GST."
    : "Credit note for a refund (CGST Act, section 34; CGST Rules, rule 53).";
}

/**
 * A receipt voucher, tax invoice or credit note as an A4 PDF; `signature`, the image the document
 * was issued with, goes in the signatory's block.
 */
export function renderDocumentPdf(
  content: DocumentContent,
  signature: Buffer | null = null,
): Promise<Buffer> {
  const { doc, done } = startPdf({
    Title: `${documentTitles[content.kind]} ${content.number}`,
    Author: content.agency.legal_name,
  });

  const left = 50;
  const width = doc.page.width - 100;
  const right = left + width;

  // the agency on the left; the document's title, number and date in a column of their own on the
  // right, so a long legal name or title wraps instead of running into the other
  const titleWidth = 210;
  const agencyWidth = width - titleWidth - 20;
  doc
    .font("Sans-Bold")
    .fontSize(16)
    .fillColor(INK)
    .text(content.agency.legal_name, left, 50, { width: agencyWidth });
  doc.font("Sans").fontSize(9).fillColor(MUTED).text(content.agency.address, { width: agencyWidth });
  if (content.agency.gstin) doc.text(`GSTIN: ${content.agency.gstin}`);
  doc.text(`State: ${content.agency.state}`);
  const agencyBottom = doc.y;

  const titleLeft = right - titleWidth;
  const aligned = { width: titleWidth, align: "right" } as const;
  doc
    .font("Sans-Bold")
    .fontSize(14)
    .fillColor(INK)
    .text(documentTitles[content.kind], titleLeft, 50, aligned);
  doc.font("Sans").fontSize(9).fillColor(MUTED);
  doc.text(`No. ${content.number}`, aligned);
  doc.text(`Date: ${formatTravelDate(content.date)}`, aligned);
  const original = content.against_document;
  if (original) {
    const name = original.kind === "invoice" ? "invoice" : "receipt voucher";
    doc.text(`Against ${name} No. ${original.number}`, aligned);
    doc.text(`dated ${formatTravelDate(original.date)}`, aligned);
  } else if (content.against) {
    doc.text(`Against: ${content.against}`, aligned);
  }

  const headTop = Math.max(doc.y, agencyBottom, 120) + 10;
  doc.moveTo(left, headTop).lineTo(right, headTop).strokeColor(RULE).stroke();

  // the buyer and the booking, in two columns
  const partyTop = headTop + 10;
  const { traveller } = content;
  const label = (text: string, x: number, y: number) =>
    doc.font("Sans-Bold").fontSize(8).fillColor(MUTED).text(text.toUpperCase(), x, y);
  label(
    content.kind === "invoice" ? "Billed to" : content.kind === "receipt" ? "Received from" : "Refunded to",
    left,
    partyTop,
  );
  doc.font("Sans").fontSize(10).fillColor(INK);
  doc.text(traveller.business_name || traveller.name, left, partyTop + 12, { width: width / 2 - 10 });
  doc.fontSize(9).fillColor(MUTED);
  if (traveller.business_name) doc.text(`Attn: ${traveller.name}`, { width: width / 2 - 10 });
  if (traveller.gstin) doc.text(`GSTIN: ${traveller.gstin}`);
  if (traveller.address) doc.text(traveller.address, { width: width / 2 - 10 });
  doc.text(traveller.email, { width: width / 2 - 10 });
  doc.text(traveller.phone);
  doc.text(`State: ${traveller.state}`);
  if (traveller.pan) doc.text(`PAN: ${traveller.pan}`);
  const buyerBottom = doc.y;
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
  if (content.reverse_charge !== undefined) {
    doc.text(`Tax payable on reverse charge: ${content.reverse_charge ? "Yes" : "No"}`);
  }

  // the lines, the tax and the total
  let y = Math.max(doc.y, buyerBottom, partyTop + 90) + 16;
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
  const tcs = tcsRows(content);
  if (tcs) {
    row(tcs.label, formatPaise(tcs.amount));
    if (tcs.law) row(`${tcs.law}; the buyer claims it in their income-tax return`, "", { muted: true });
    row(
      content.kind === "invoice" ? "Total with TCS" : "Total received with TCS",
      formatPaise(content.amount + tcs.amount),
      { bold: true },
    );
  }
  if (content.settles && content.settles.length > 0) {
    y += 6;
    doc
      .font("Sans-Bold")
      .fontSize(8)
      .fillColor(MUTED)
      .text("ADVANCE RECEIPTS SETTLED BY THIS INVOICE", left, y);
    y += 14;
    for (const receipt of content.settles) {
      const withTcs = receipt.tcs > 0 ? ` (TCS ${formatPaise(receipt.tcs)})` : "";
      row(`${receipt.number} of ${formatTravelDate(receipt.date)}${withTcs}`, formatPaise(receipt.amount), {
        muted: true,
      });
    }
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
        `${content.kind === "credit_note" ? "Refunded" : "Paid"} by ${content.payment.method}${content.payment.reference ? `, reference ${content.payment.reference}` : ""}, on ${formatTravelDate(content.payment.date)}.`,
        { width },
      );
  }
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor(MUTED).text(closingNote(content), left, doc.y, { width });
  if (content.signatory) {
    // Rules 46(q), 50 and 53: signed by the supplier or its authorised representative
    const blockWidth = 220;
    const x = right - blockWidth;
    let top = doc.y + 24;
    doc.font("Sans-Bold").fontSize(9).fillColor(INK);
    doc.text(`For ${content.signatory.legal_name}`, x, top, { width: blockWidth, align: "right" });
    top = doc.y + 4;
    if (signature) doc.image(signature, right - 140, top, { fit: [140, 44], align: "right" });
    doc
      .font("Sans")
      .fontSize(9)
      .fillColor(INK)
      .text("", x, top + 50);
    if (content.signatory.name) doc.text(content.signatory.name, { width: blockWidth, align: "right" });
    if (content.signatory.designation) {
      doc.fillColor(MUTED).text(content.signatory.designation, { width: blockWidth, align: "right" });
    }
    doc.font("Sans-Bold").fillColor(INK).text("Authorised Signatory", { width: blockWidth, align: "right" });
  }
  doc.end();
  return done;
}

import type { QuoteRow } from "../../../db/schema/index";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, startPdf } from "~/lib/pdf.server";

/** Who sends the quote: the agency's name and contact, and its legal details from Settings. */
export type QuoteLetterhead = {
  name: string;
  legalName: string;
  address: string;
  gstin: string;
  email: string;
  phone: string;
};

const amountOf = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount));

/** A quote version as an A4 PDF, drawn like the payment documents (the same renderer and fonts). */
export function renderQuotePdf(
  quote: Pick<
    QuoteRow,
    | "number"
    | "version"
    | "title"
    | "travelDate"
    | "numberOfTravelers"
    | "itinerary"
    | "inclusions"
    | "exclusions"
    | "priceLines"
    | "total"
    | "validUntil"
  >,
  traveller: { name: string },
  agency: QuoteLetterhead,
  issuedOn: string,
): Promise<Buffer> {
  const label = `${quote.number}${quote.version > 1 ? ` (version ${quote.version})` : ""}`;
  const { doc, done } = startPdf({ Title: `Quote ${label}`, Author: agency.legalName });
  const left = 50;
  const width = doc.page.width - 100;
  const right = left + width;

  // the agency, and the quote's number and dates on the right
  doc.font("Sans-Bold").fontSize(16).fillColor(INK).text(agency.legalName, left, 50, { width: 320 });
  doc.font("Sans").fontSize(9).fillColor(MUTED).text(agency.address, { width: 300 });
  if (agency.gstin) doc.text(`GSTIN: ${agency.gstin}`);
  doc.text(`${agency.phone} · ${agency.email}`, { width: 300 });
  doc.font("Sans-Bold").fontSize(14).fillColor(INK).text("Quotation", left, 50, { width, align: "right" });
  doc.font("Sans").fontSize(9).fillColor(MUTED);
  doc.text(`No. ${label}`, { width, align: "right" });
  doc.text(`Date: ${formatTravelDate(issuedOn)}`, { width, align: "right" });
  doc.text(`Valid until: ${formatTravelDate(quote.validUntil)}`, { width, align: "right" });

  let y = Math.max(doc.y, 120) + 10;
  doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).stroke();
  y += 12;
  doc.font("Sans-Bold").fontSize(8).fillColor(MUTED).text("PREPARED FOR", left, y);
  doc
    .font("Sans")
    .fontSize(10)
    .fillColor(INK)
    .text(traveller.name, left, y + 12);
  doc
    .font("Sans-Bold")
    .fontSize(15)
    .fillColor(INK)
    .text(quote.title, left, doc.y + 10, { width });
  doc
    .font("Sans")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Travel date: ${formatTravelDate(quote.travelDate)} · Travellers: ${quote.numberOfTravelers}`, {
      width,
    });

  const heading = (text: string) => {
    doc.moveDown(1);
    doc.font("Sans-Bold").fontSize(11).fillColor(INK).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };

  if (quote.itinerary.length > 0) {
    heading("Itinerary");
    for (const day of quote.itinerary) {
      doc.font("Sans-Bold").fontSize(10).fillColor(INK).text(`Day ${day.day}: ${day.title}`, { width });
      if (day.description) doc.font("Sans").fontSize(9).fillColor(MUTED).text(day.description, { width });
      doc.moveDown(0.4);
    }
  }
  for (const [title, items] of [
    ["Included", quote.inclusions],
    ["Not included", quote.exclusions],
  ] as const) {
    if (items.length === 0) continue;
    heading(title);
    doc.font("Sans").fontSize(9).fillColor(INK);
    doc.list([...items], { width, bulletRadius: 1.5, textIndent: 10 });
  }

  heading("Price");
  const amountWidth = 120;
  const row = (text: string, amount: string, bold = false) => {
    doc
      .font(bold ? "Sans-Bold" : "Sans")
      .fontSize(10)
      .fillColor(INK);
    const top = doc.y;
    const height = doc.heightOfString(text, { width: width - amountWidth - 10 });
    doc.text(text, left, top, { width: width - amountWidth - 10 });
    doc.text(amount, right - amountWidth, top, { width: amountWidth, align: "right" });
    doc.y = top + Math.max(height, 14) + 4;
  };
  for (const line of quote.priceLines) row(line.label, amountOf(line.amount));
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).stroke();
  doc.y += 6;
  row("Total", formatRupees(quote.total), true);

  doc.moveDown(1.5);
  doc
    .font("Sans")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Prices in Indian rupees, GST included, for the travellers and date above, valid until ${formatTravelDate(quote.validUntil)}. ` +
        "Accepting the quote on its page makes a booking with our usual payment schedule. " +
        "This document is computer-generated and needs no signature.",
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingDocuments, bookings, outboxEmails } from "../../../../../db/schema/index";
import { useTestDatabase } from "../../../../../tests/setup/use-test-database";
import { createSixtyThousandBooking, upiPayment } from "../../../../../tests/factories/booking-factory";
import { parseConfig } from "~/lib/env.server";
import { getBookingPayments, recordPayment } from "../payment-service.server";
import { renderDocumentPdf } from "./document-pdf.server";
import type { DocumentContent } from "./document-schema";

const database = useTestDatabase();
/** The agency is in Delhi (07) with the demo GSTIN; documents at 5% GST. */
const config = parseConfig({ NODE_ENV: "test", AGENCY_LEGAL_NAME: "Safarnama Travels Private Limited" });
const TODAY = "2026-05-01";

const booking = (overrides: Partial<typeof bookings.$inferInsert> = {}) =>
  createSixtyThousandBooking(database.db, overrides);
const pay = (amount: number, kind: "payment" | "refund" = "payment") => upiPayment(amount, TODAY, kind);

/** The text of a PDF, as Debian's poppler-utils reads it. */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "pdf-")), "document.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/ +/g, " ");
}

async function documentsOf(bookingId: string) {
  return database.db.select().from(billingDocuments).where(eq(billingDocuments.bookingId, bookingId));
}

describe("receipts, invoices and credit notes", () => {
  // a busy machine takes long over 20 transactions on one PGlite connection
  it("gives 20 payments recorded at once 20 consecutive receipt numbers", { timeout: 120_000 }, async () => {
    const rows = await Promise.all(Array.from({ length: 20 }, () => booking()));
    const answers = await Promise.all(
      rows.map((row) => recordPayment(database.db, row.id, pay(1_000), TODAY, { config })),
    );
    const numbers = answers.map((answer) => answer.payment.receipt_number!);
    const sequences = numbers.map((number) => Number(number.split("/")[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
    for (const number of numbers) expect(number).toMatch(/^SAFR\/26-27\/\d{4}$/);
  });

  it("issues a receipt voucher with the GST inside it, in figures and words, and emails its PDF", async () => {
    const row = await booking({ customerState: "07" });
    const { payment } = await recordPayment(database.db, row.id, pay(14_999), TODAY, { config });
    expect(payment.receipt_number).toMatch(/^SAFR\/26-27\/\d{4}$/);
    expect(payment.receipt_url).toBe(`/api/payments/${payment.id}/receipt.pdf`);
    const [document] = await documentsOf(row.id);
    const text = pdfText(await renderDocumentPdf(document!.content as DocumentContent));
    expect(text).toContain("Receipt Voucher");
    expect(text).toContain(payment.receipt_number!);
    expect(text).toContain("Safarnama Travels Private Limited");
    expect(text).toContain("GSTIN: 07AAACS1234F1ZU");
    expect(text).toContain(row.reference);
    expect(text).toContain("₹14,999.00");
    expect(text).toContain("Rupees Fourteen Thousand Nine Hundred Ninety-Nine Only");
    // 14,999 at 5%: 14,284.76 taxable, 714.24 tax, half each
    expect(text).toContain("₹14,284.76");
    expect(text).toContain("CGST @ 2.5% ₹357.12");
    expect(text).toContain("SGST @ 2.5% ₹357.12");
    expect(text).toContain(`UPI, reference UPI-14999`);
    const [email] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, row.customerEmail));
    expect(email?.subject).toContain(`Receipt Voucher ${payment.receipt_number}`);
    expect(email?.attachments[0]).toMatchObject({ contentType: "application/pdf" });
    expect(Buffer.from(email!.attachments[0]!.content!, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("issues the tax invoice when the booking is paid in full: IGST for another state, TCS abroad", async () => {
    const row = await booking({ customerState: "27", international: true, customerPan: "ABCDE1234F" });
    await recordPayment(database.db, row.id, pay(18_000), TODAY, { config });
    expect((await documentsOf(row.id)).map((d) => d.kind)).toEqual(["receipt"]);
    await recordPayment(database.db, row.id, pay(42_000), TODAY, { config });
    const invoice = (await documentsOf(row.id)).find((d) => d.kind === "invoice")!;
    expect(invoice.number).toMatch(/^SAF\/26-27\/\d{4}$/);
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(stored?.invoiceNumber).toBe(invoice.number);
    const text = pdfText(await renderDocumentPdf(invoice.content as DocumentContent));
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("Place of supply: Maharashtra (27)");
    expect(text).toContain("SAC: 998552");
    expect(text).toContain("Taxable value ₹57,142.86");
    expect(text).toContain("IGST @ 5% ₹2,857.14");
    expect(text).not.toContain("CGST @");
    expect(text).toContain("Total (GST included) ₹60,000.00");
    // FY 2026-27: TCS at a flat 2% on each payment, as its receipt collected it
    expect(text).toContain("TCS @ 2%, collected on the receipts below ₹1,200.00");
    expect(text).toContain("Total with TCS ₹61,200.00");
    expect(text).toContain("Rupees Sixty-One Thousand Two Hundred Only");
    expect(text).toContain("PAN: ABCDE1234F");
  });

  it("splits CGST and SGST for the agency's own state, and issues a credit note for a refund", async () => {
    const row = await booking();
    await recordPayment(database.db, row.id, pay(60_000), TODAY, { config });
    const invoice = (await documentsOf(row.id)).find((d) => d.kind === "invoice")!;
    const text = pdfText(await renderDocumentPdf(invoice.content as DocumentContent));
    expect(text).toContain("CGST @ 2.5% ₹1,428.57");
    expect(text).toContain("SGST @ 2.5% ₹1,428.57");
    expect(text).not.toContain("IGST");
    expect(text).not.toContain("TCS");

    const { payment } = await recordPayment(database.db, row.id, pay(5_000, "refund"), TODAY, { config });
    expect(payment.credit_note_number).toMatch(/^SAFC\/26-27\/\d{4}$/);
    expect(payment.receipt_number).toBeNull();
    const listed = await getBookingPayments(database.db, row.id, TODAY);
    expect(listed?.payments.map((p) => p.receipt_number ?? p.credit_note_number)).toEqual([
      expect.stringMatching(/^SAFR\//),
      payment.credit_note_number,
    ]);
    const note = (await documentsOf(row.id)).find((d) => d.kind === "credit_note")!;
    const noteText = pdfText(await renderDocumentPdf(note.content as DocumentContent));
    expect(noteText).toContain("Credit Note");
    expect(noteText).toContain(`Against invoice No. ${invoice.number}`);
    expect(noteText).toContain("dated 1 May 2026");
    expect(noteText).toContain("Rupees Five Thousand Only");
  });
});

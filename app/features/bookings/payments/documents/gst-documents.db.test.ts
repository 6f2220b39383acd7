import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { billingDocuments, bookings } from "../../../../../db/schema/index";
import { useTestDatabase } from "../../../../../tests/setup/use-test-database";
import { createSixtyThousandBooking, upiPayment } from "../../../../../tests/factories/booking-factory";
import { saveSignatureImage } from "~/features/agency-settings/signature-service.server";
import { updateAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { parseConfig } from "~/lib/env.server";
import { recordPayment } from "../payment-service.server";
import { giveBuyerAddress, invoiceAwaitsAddress } from "./buyer-address.server";
import { documentPdf } from "./document-service.server";

const database = useTestDatabase();
/** The agency is in Delhi (07). */
const config = parseConfig({ NODE_ENV: "test", AGENCY_LEGAL_NAME: "Safarnama Travels Private Limited" });
const DAY = "2026-05-01";
const pay = (amount: number, kind: "payment" | "refund" = "payment") => upiPayment(amount, DAY, kind);
/** When set, each PDF checked is also kept there, with a PNG of its first page (pdftoppm). */
const KEEP = process.env.KEEP_DOCUMENTS_IN;

/**
 * A PDF's text as poppler reads it, after qpdf finds its structure sound: laid out (a label and its
 * amount on one line), then as running text (a sentence wrapped over lines read whole).
 */
function checkedText(pdf: Buffer, name: string): string {
  const dir = KEEP ?? mkdtempSync(path.join(os.tmpdir(), "gst-"));
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("qpdf", ["--check", file], { encoding: "utf8" });
  if (KEEP) execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", file, path.join(dir, name)]);
  const read = (...options: string[]) =>
    execFileSync("pdftotext", [...options, file, "-"], { encoding: "utf8" });
  return `${read("-layout").replace(/ +/g, " ")}\n${read().replace(/\s+/g, " ")}`;
}

async function documentsOf(bookingId: string) {
  const rows = await database.db
    .select()
    .from(billingDocuments)
    .where(eq(billingDocuments.bookingId, bookingId));
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  return { receipts: of("receipt"), invoice: of("invoice")[0], notes: of("credit_note") };
}

describe("GST documents under Rules 46, 50 and 53", () => {
  it(
    "state reverse charge and carry the signatory block on every receipt, invoice and credit note",
    { timeout: 120_000 },
    async () => {
      await updateAgencySettings(database.db, config, {
        signatory_name: "Meera Rao",
        signatory_designation: "Director",
      });
      const signature = await sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90"><path d="M10 70 C 60 10, 90 10, 120 60 S 200 90, 290 20" stroke="#1e3a8a" stroke-width="5" fill="none"/></svg>`,
        ),
      )
        .png()
        .toBuffer();
      await saveSignatureImage(database.db, signature);
      const row = await createSixtyThousandBooking(database.db, { customerState: "07" });
      await recordPayment(database.db, row.id, pay(18_000), DAY, { config });
      await recordPayment(database.db, row.id, pay(42_000), DAY, { config });
      await recordPayment(database.db, row.id, upiPayment(5_000, "2026-05-04", "refund"), "2026-05-04", {
        config,
      });
      const { receipts, invoice, notes } = await documentsOf(row.id);
      const texts = {
        receipt: checkedText(await documentPdf(database.db, receipts[0]!), "receipt"),
        final: checkedText(await documentPdf(database.db, receipts[1]!), "final-receipt"),
        invoice: checkedText(await documentPdf(database.db, invoice!), "invoice"),
        note: checkedText(await documentPdf(database.db, notes[0]!), "credit-note"),
      };
      for (const text of Object.values(texts)) {
        expect(text).toContain("Tax payable on reverse charge: No");
        expect(text).toContain("For Safarnama Travels Private Limited");
        expect(text).toContain("Meera Rao");
        expect(text).toContain("Director");
        expect(text).toContain("Authorised Signatory");
        expect(text).toContain("14 Linking Road, Bandra West, Mumbai 400050");
      }
      // the signature is drawn in each (an image XObject)
      expect((await documentPdf(database.db, invoice!)).toString("latin1")).toContain("/Subtype /Image");

      // each receipt says truthfully what follows it
      expect(texts.receipt).toContain("The tax invoice follows when the booking is paid in full");
      expect(texts.final).toContain(
        "This payment completes the booking: the tax invoice is issued with this receipt.",
      );
      expect(texts.final).not.toContain("follows when the booking is paid in full");
      // the invoice lists the advance receipts it settles
      expect(texts.invoice).toContain("ADVANCE RECEIPTS SETTLED BY THIS INVOICE");
      expect(texts.invoice).toContain(`${receipts[0]!.number} of 1 May 2026 ₹18,000.00`);
      expect(texts.invoice).toContain(`${receipts[1]!.number} of 1 May 2026 ₹42,000.00`);
      expect(texts.invoice).toContain("Prices include GST");
      // the credit note names the invoice, its date, and says the money was refunded
      expect(texts.note).toContain(`Against invoice No. ${invoice!.number}`);
      expect(texts.note).toContain("dated 1 May 2026");
      expect(texts.note).toContain("Refunded by UPI, reference UPI-5000, on 4 May 2026.");
      expect(texts.note).not.toContain("Paid by");
      // ₹5,000 at 5%: 4,761.90 taxable, CGST and SGST each 2.5% of it (119.05), adding up to the refund
      expect(texts.note).toContain("Taxable value ₹4,761.90");
      expect(texts.note).toContain("CGST @ 2.5% ₹119.05");
      expect(texts.note).toContain("SGST @ 2.5% ₹119.05");
    },
  );

  it("holds back an invoice of ₹50,000 or more to an unregistered buyer until the address is given", async () => {
    const row = await createSixtyThousandBooking(database.db, { customerAddress: null });
    await recordPayment(database.db, row.id, pay(60_000), DAY, { config });
    const before = await documentsOf(row.id);
    expect(before.invoice).toBeUndefined();
    expect(await invoiceAwaitsAddress(database.db, row.id)).toBe(true);
    const receipt = checkedText(await documentPdf(database.db, before.receipts[0]!), "receipt-waiting");
    expect(receipt).toContain("The tax invoice follows once we have your address");

    const invoice = await giveBuyerAddress(database.db, row.id, "7 Park Street, Kolkata 700016", config, DAY);
    expect(invoice?.kind).toBe("invoice");
    expect(await invoiceAwaitsAddress(database.db, row.id)).toBe(false);
    const text = checkedText(await documentPdf(database.db, invoice!), "invoice-with-address");
    expect(text).toContain("7 Park Street, Kolkata 700016");
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(stored?.invoiceNumber).toBe(invoice!.number);
  });

  it("a business buyer's invoice carries its name and GSTIN, and its state is the place of supply", async () => {
    const row = await createSixtyThousandBooking(database.db, {
      customerAddress: null,
      customerState: "07",
      customerGstin: "27AAPFU0939F1ZV",
      customerBusinessName: "Sahyadri Engineering Works",
    });
    await recordPayment(database.db, row.id, pay(60_000), DAY, { config });
    const { invoice } = await documentsOf(row.id);
    const text = checkedText(await documentPdf(database.db, invoice!), "b2b-invoice");
    expect(text).toContain("Sahyadri Engineering Works");
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("Place of supply: Maharashtra (27)");
    expect(text).toContain("IGST @ 5% ₹2,857.14");
  });
});

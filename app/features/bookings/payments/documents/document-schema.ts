import type { DocumentKind } from "../../../../../domain/billing-values";
import type { TcsCollected } from "~/features/tax/tax-rule-schema";
import type { TaxSplit } from "./document-figures";

/** An earlier document this one refers to: the invoice a credit note corrects, an advance receipt. */
export type DocumentReference = { kind: DocumentKind; number: string; date: string };

/**
 * Everything a document prints, kept as it was issued (billing_documents.content). Fields marked
 * "since issue 40" are missing from documents issued before it; the PDF leaves them out then.
 */
export type DocumentContent = {
  kind: DocumentKind;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  agency: { legal_name: string; address: string; gstin: string; state: string };
  traveller: {
    name: string;
    email: string;
    phone: string;
    state: string;
    pan: string;
    /** since issue 40: the buyer's address, business name and GSTIN, when known */
    address?: string;
    business_name?: string;
    gstin?: string;
  };
  booking: { reference: string; package_title: string; travel_date: string; travellers: number };
  place_of_supply: string;
  sac_code: string;
  gst_rate_percent: number;
  /** what the document is for, one line each, with its amount (paise) */
  lines: { label: string; amount: number }[];
  /** the document's amount (paise), tax-inclusive */
  amount: number;
  tax: TaxSplit;
  /**
   * international packages: the TCS collected with a receipt's payment, or on an invoice the TCS
   * of the receipts it settles. Before issue 40 an invoice's `{ rate_percent, amount }`.
   */
  tcs: TcsCollected | { rate_percent: number; amount: number } | null;
  /** the amount in words: of `amount`, with the TCS when there is any */
  amount_in_words: string;
  /** receipts and credit notes: how the money moved */
  payment: { method: string; reference: string; date: string } | null;
  /** a credit note: the number of the document it corrects (before issue 40, the number alone) */
  against: string | null;
  /** since issue 40: a credit note's original document with its date (Rule 53) */
  against_document?: DocumentReference | null;
  /** since issue 40: whether tax is payable on reverse charge (Rules 46, 50, 53): never, here */
  reverse_charge?: boolean;
  /** since issue 40: who signs for the agency; the image by its SHA-256 (signature_images) */
  signatory?: { legal_name: string; name: string; designation: string; image_sha256: string | null };
  /** since issue 40: an invoice's advance receipts, with the TCS collected on each (paise) */
  settles?: (DocumentReference & { amount: number; tcs: number })[];
  /** since issue 40: a receipt's last line, saying truthfully what follows it */
  follows?: string;
};

export const documentTitles: Record<DocumentKind, string> = {
  receipt: "Receipt Voucher",
  invoice: "Tax Invoice",
  credit_note: "Credit Note (Refund Voucher)",
};

/** A document as the screens list it. */
export type DocumentJson = {
  id: string;
  kind: DocumentKind;
  /** e.g. SAF/26-27/0001; one series per kind and financial year */
  number: string;
  /** YYYY-MM-DD */
  issued_on: string;
  /** rupees, with paise as decimals */
  amount: number;
  payment_id: string | null;
};

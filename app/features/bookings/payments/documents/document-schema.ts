import type { DocumentKind } from "../../../../../domain/billing-values";
import type { TaxSplit } from "./document-figures";

/** Everything a document prints, kept as it was issued (billing_documents.content). */
export type DocumentContent = {
  kind: DocumentKind;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  agency: { legal_name: string; address: string; gstin: string; state: string };
  traveller: { name: string; email: string; phone: string; state: string; pan: string };
  booking: { reference: string; package_title: string; travel_date: string; travellers: number };
  place_of_supply: string;
  sac_code: string;
  gst_rate_percent: number;
  /** what the document is for, one line each, with its amount (paise) */
  lines: { label: string; amount: number }[];
  /** the document's amount (paise), tax-inclusive */
  amount: number;
  tax: TaxSplit;
  /** international packages: TCS collected on the invoice */
  tcs: { rate_percent: number; amount: number } | null;
  /** the amount in words: of `amount`, with the TCS on an invoice */
  amount_in_words: string;
  /** receipts and credit notes: how the money moved */
  payment: { method: string; reference: string; date: string } | null;
  /** a credit note: the document it corrects */
  against: string | null;
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

import { z } from "zod";
import { isCalendarDate } from "~/lib/dates";
import { requiredLine, singleLine } from "~/lib/text-fields";

export const tallyMessages = {
  ledger: "Enter the ledger's name as it is in Tally (at most 100 characters)",
  from: "Enter the first day (YYYY-MM-DD)",
  to: "Enter the last day (YYYY-MM-DD), on or after the first",
  range: "Export at most 366 days at a time",
  saved: "Tally ledger names saved",
} as const;

const ledger = requiredLine(100, tallyMessages.ledger);

/**
 * The ledgers the Tally export posts to (issue 41): set in Settings, with defaults an accountant
 * recognises. Travellers share one debtors' ledger (the booking's reference is in the narration);
 * each supplier is a creditor's ledger of its own name.
 */
export const tallyLedgersSchema = z.object({
  company: singleLine(100).describe("the Tally company to import into; blank: the one open"),
  sales: ledger,
  customers: ledger,
  bank: ledger,
  cash: ledger,
  cgst: ledger,
  sgst: ledger,
  igst: ledger,
  tcs: ledger,
  purchases: ledger,
  input_gst: ledger,
});
export type TallyLedgers = z.output<typeof tallyLedgersSchema>;

export const tallyLedgerDefaults: TallyLedgers = {
  company: "",
  sales: "Tour Package Sales",
  customers: "Tour Customers",
  bank: "Bank Account",
  cash: "Cash",
  cgst: "Output CGST",
  sgst: "Output SGST",
  igst: "Output IGST",
  tcs: "TCS Payable",
  purchases: "Tour Costs",
  input_gst: "Input GST",
};

export const tallyLedgerLabels: Record<keyof TallyLedgers, string> = {
  company: "Tally company name",
  sales: "Sales (tour packages)",
  customers: "Travellers (debtors)",
  bank: "Bank",
  cash: "Cash",
  cgst: "Output CGST",
  sgst: "Output SGST",
  igst: "Output IGST",
  tcs: "TCS collected",
  purchases: "Tour costs (supplier bills)",
  input_gst: "GST on supplier bills",
};

/** `PUT /api/settings/tally`: the names given change; the others keep theirs. */
export const tallyLedgersUpdateSchema = tallyLedgersSchema.partial();

/** `GET /api/exports/tally.xml?from=&to=`: both days included, at most 366 of them. */
export const tallyRangeSchema = z
  .object({
    from: z.string({ error: tallyMessages.from }).refine(isCalendarDate, tallyMessages.from),
    to: z.string({ error: tallyMessages.to }).refine(isCalendarDate, tallyMessages.to),
  })
  .superRefine((range, ctx) => {
    if (range.to < range.from) ctx.addIssue({ code: "custom", path: ["to"], message: tallyMessages.to });
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days > 365) ctx.addIssue({ code: "custom", path: ["to"], message: tallyMessages.range });
  });

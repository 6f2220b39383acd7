/**
 * Tally's XML import format (issue 41): an ENVELOPE whose IMPORTDATA carries ledger masters and
 * vouchers in TALLYMESSAGEs. In a voucher's ALLLEDGERENTRIES.LIST a debit is ISDEEMEDPOSITIVE
 * "Yes" with a negative AMOUNT and a credit "No" with a positive one, so a balanced voucher's
 * amounts add up to zero. Money arrives in paise and is written with two decimals, exactly.
 */

export type LedgerEntry = { ledger: string; /** paise: positive debit, negative credit */ debit: number };

export type Voucher = {
  type: "Receipt" | "Sales" | "Credit Note" | "Purchase" | "Payment";
  /** YYYY-MM-DD */
  date: string;
  number: string;
  party: string;
  narration: string;
  entries: LedgerEntry[];
};

export type LedgerMaster = { name: string; parent: string };

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** Paise as Tally's amount: 123456 → "1234.56", -5 → "-0.05". */
export function tallyAmount(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A voucher whose entries do not add up to zero is a bug here, never a file for the accountant. */
export function assertBalanced(voucher: Voucher): void {
  const sum = voucher.entries.reduce((total, entry) => total + entry.debit, 0);
  if (sum !== 0) throw new Error(`${voucher.type} ${voucher.number} is off by ${sum} paise`);
}

function voucherXml(voucher: Voucher): string {
  assertBalanced(voucher);
  const date = voucher.date.replace(/-/g, "");
  // the party's line first, as Tally writes its own vouchers
  const entries = [...voucher.entries]
    .filter((entry) => entry.debit !== 0)
    .sort((a, b) => Number(b.ledger === voucher.party) - Number(a.ledger === voucher.party));
  const lines = entries.map(
    (entry) => `      <ALLLEDGERENTRIES.LIST>
       <LEDGERNAME>${escapeXml(entry.ledger)}</LEDGERNAME>
       <ISDEEMEDPOSITIVE>${entry.debit > 0 ? "Yes" : "No"}</ISDEEMEDPOSITIVE>
       <ISPARTYLEDGER>${entry.ledger === voucher.party ? "Yes" : "No"}</ISPARTYLEDGER>
       <AMOUNT>${tallyAmount(-entry.debit)}</AMOUNT>
      </ALLLEDGERENTRIES.LIST>`,
  );
  return `    <TALLYMESSAGE xmlns:UDF="TallyUDF">
     <VOUCHER VCHTYPE="${escapeXml(voucher.type)}" ACTION="Create" OBJVIEW="Accounting Voucher View">
      <DATE>${date}</DATE>
      <EFFECTIVEDATE>${date}</EFFECTIVEDATE>
      <VOUCHERTYPENAME>${escapeXml(voucher.type)}</VOUCHERTYPENAME>
      <VOUCHERNUMBER>${escapeXml(voucher.number)}</VOUCHERNUMBER>
      <REFERENCE>${escapeXml(voucher.number)}</REFERENCE>
      <PARTYLEDGERNAME>${escapeXml(voucher.party)}</PARTYLEDGERNAME>
      <PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>
      <NARRATION>${escapeXml(voucher.narration)}</NARRATION>
${lines.join("\n")}
     </VOUCHER>
    </TALLYMESSAGE>`;
}

function ledgerXml(ledger: LedgerMaster): string {
  // no ACTION: Tally creates a ledger it lacks and leaves one it has as it is
  return `    <TALLYMESSAGE xmlns:UDF="TallyUDF">
     <LEDGER NAME="${escapeXml(ledger.name)}">
      <NAME.LIST><NAME>${escapeXml(ledger.name)}</NAME></NAME.LIST>
      <PARENT>${escapeXml(ledger.parent)}</PARENT>
     </LEDGER>
    </TALLYMESSAGE>`;
}

/** The whole import file: the ledgers the vouchers name, then the vouchers. */
export function tallyEnvelope(company: string, ledgers: LedgerMaster[], vouchers: Voucher[]): string {
  const staticVariables = company
    ? `
     <STATICVARIABLES>
      <SVCURRENTCOMPANY>${escapeXml(company)}</SVCURRENTCOMPANY>
     </STATICVARIABLES>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<ENVELOPE>
 <HEADER>
  <TALLYREQUEST>Import Data</TALLYREQUEST>
 </HEADER>
 <BODY>
  <IMPORTDATA>
   <REQUESTDESC>
    <REPORTNAME>Vouchers</REPORTNAME>${staticVariables}
   </REQUESTDESC>
   <REQUESTDATA>
${[...ledgers.map(ledgerXml), ...vouchers.map(voucherXml)].join("\n")}
   </REQUESTDATA>
  </IMPORTDATA>
 </BODY>
</ENVELOPE>
`;
}

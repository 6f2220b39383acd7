/**
 * What an email says, as data: every template builds one of these, and email-render.server.tsx
 * turns it into both the HTML and the plain-text part, so the two never drift apart.
 */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  /** label and value pairs: a booking's or order's summary */
  | { kind: "details"; rows: [label: string, value: string][] }
  | { kind: "list"; items: string[] }
  /** a list whose items may each carry a link (a packing list pointing at the shop's products) */
  | { kind: "link-list"; items: { text: string; link?: { label: string; href: string } }[] }
  /** small print with one link, e.g. how to stop these emails */
  | { kind: "footnote"; text: string; link: { label: string; href: string } }
  /** a call to action; `href` is a path of the site (made absolute) or a full https/tel/mailto/upi link */
  | { kind: "button"; label: string; href: string }
  /** a picture sent with the email (`cid:` of one of its attachments), e.g. a UPI QR code */
  | { kind: "image"; src: string; alt: string; width: number };

export type EmailContent = {
  /** the short line mail apps show beside the subject */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  /** customer mails end with the agency's phone and WhatsApp; staff alerts leave them out */
  audience: "customer" | "staff";
};

/** Leaves out empty values so a summary never shows "Special requests: ". */
export function detailRows(rows: [string, string | null | undefined][]): [string, string][] {
  return rows.filter((row): row is [string, string] => typeof row[1] === "string" && row[1].trim() !== "");
}

import { randomBytes } from "node:crypto";
import { replaceSecretTokens } from "~/lib/secret-links";
import type { EmailAttachment, OutboxEmail, OutgoingEmail } from "./outbox-service.server";

/**
 * Secret links in stored emails (ADR 050). An email's stored copy is what staff read in the outbox,
 * so it holds no link's token: each is replaced by a marker made for this email alone
 * (`sealed-<random>-<n>`, which no one can type into a form in advance), and the tokens wait in the
 * row's sealed_links (never selected by a reader, emptied once the email is sent). The worker puts
 * them back into the message it sends; the recipient's copy is the only whole one.
 */

/** marker → token, as stored in outbox_emails.sealed_links */
type SealedLinks = Record<string, string>;

/** Text files (a trip's calendar) carry links too; images and PDFs are left as they are. */
const isText = (file: EmailAttachment) => file.content !== undefined && file.contentType.startsWith("text/");

const mapTextFile = (file: EmailAttachment, change: (text: string) => string): EmailAttachment =>
  isText(file)
    ? {
        ...file,
        content: Buffer.from(change(Buffer.from(file.content!, "base64").toString("utf8"))).toString(
          "base64",
        ),
      }
    : file;

const mapHeaders = (headers: Record<string, string>, change: (text: string) => string) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, change(value)]));

/** The email's columns as stored: bodies, files and headers without tokens, and the tokens apart. */
export function sealedColumns(email: OutgoingEmail) {
  const nonce = randomBytes(6).toString("hex");
  const markers = new Map<string, string>();
  const seal = (text: string) =>
    replaceSecretTokens(text, (token) => {
      let marker = markers.get(token);
      if (!marker) markers.set(token, (marker = `sealed-${nonce}-${markers.size}`));
      return marker;
    });
  const columns = {
    textBody: seal(email.text),
    htmlBody: email.html === undefined ? null : seal(email.html),
    attachments: (email.attachments ?? []).map((file) => mapTextFile(file, seal)),
    headers: mapHeaders(email.headers ?? {}, seal),
  };
  const sealedLinks: SealedLinks | null =
    markers.size === 0 ? null : Object.fromEntries([...markers].map(([token, marker]) => [marker, token]));
  return { ...columns, sealedLinks };
}

/** The email as its recipient gets it: every marker back to its token. */
export function unsealedEmail(email: OutboxEmail): OutboxEmail {
  const links = email.sealedLinks;
  if (!links || Object.keys(links).length === 0) return email;
  const unseal = (text: string) => {
    let whole = text;
    for (const [marker, token] of Object.entries(links)) whole = whole.replaceAll(marker, token);
    return whole;
  };
  return {
    ...email,
    textBody: unseal(email.textBody),
    htmlBody: email.htmlBody === null ? null : unseal(email.htmlBody),
    attachments: email.attachments.map((file) => mapTextFile(file, unseal)),
    headers: mapHeaders(email.headers, unseal),
  };
}

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedPart = { type: string; body: string };
export type ReceivedMail = { to: string[]; raw: string; subject: string; parts: ReceivedPart[] };

export type SmtpReceiver = { url: string; received: ReceivedMail[]; close: () => Promise<void> };

function decode(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** RFC 2047 encoded words in a header ("=?UTF-8?Q?…?=" or "?B?"), as nodemailer writes them. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decode(text.replace(/_/g, " "), "quoted-printable"),
    );
}

/** A message's (or a part's) head as name → value, folded lines unfolded; the first of a repeated name. */
export function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    if (colon > 0 && !(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

function header(block: string, name: string): string {
  const wanted = name.toLowerCase();
  const found = Object.entries(headersOf(block)).find(([key]) => key.toLowerCase() === wanted);
  return found ? found[1] : "";
}

/** A small MIME reader: enough for nodemailer's multipart/alternative with text and HTML. */
export function partsOf(raw: string): ReceivedPart[] {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const type = header(head, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    return [
      { type: type.split(";")[0]!.trim(), body: decode(body, header(head, "Content-Transfer-Encoding")) },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => partsOf(chunk.replace(/^\r?\n/, "")));
}

/** An SMTP server on 127.0.0.1 that keeps every message it is given. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: decodeHeader(header(head, "Subject")),
          parts: partsOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

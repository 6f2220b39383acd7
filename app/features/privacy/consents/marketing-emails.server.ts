import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { absoluteLink, composeEmail } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { linkSecret } from "~/lib/link-secret.server";

/**
 * Every marketing email carries a one-click way out (DPDP Act 2023, s. 6(4): withdrawing as easy
 * as giving): a signed `/unsubscribe/<token>` link in its text, and List-Unsubscribe with
 * List-Unsubscribe-Post (RFC 2369, RFC 8058) so mail apps show their own button, which POSTs.
 * The token is the address and an HMAC of it under its own server secret (ADR 015's scheme).
 */
const SETTING = "marketing-link-secret";

const signatureOf = (secret: Buffer, email: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${email}`).digest("base64url");

/** The site path of an address's unsubscribe page. Read it before a transaction begins. */
export async function unsubscribePath(db: Db, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const secret = await linkSecret(db, SETTING);
  return `/unsubscribe/${Buffer.from(address).toString("base64url")}.${signatureOf(secret, address)}`;
}

/** The address an unsubscribe token was signed for, or null (compared in constant time). */
export async function unsubscribeAddressOf(db: Db, token: string): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const address = Buffer.from(match[1]!, "base64url").toString("utf8");
  if (!address.includes("@")) return null;
  const expected = Buffer.from(signatureOf(await linkSecret(db, SETTING), address));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/** The headers and footnote every marketing email carries. */
function withUnsubscribe(email: OutgoingEmail, agency: AgencyContact, path: string): OutgoingEmail {
  return {
    ...email,
    headers: {
      "List-Unsubscribe": `<${absoluteLink(agency.siteUrl, path)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The first marketing email: sent once when an address joins the newsletter, saying what it will
 * get and how to stop it (a marketing email, so it carries the one-click way out).
 */
export function newsletterWelcomeEmail(agency: AgencyContact, to: string, path: string): OutgoingEmail {
  return withUnsubscribe(
    composeEmail(agency, {
      to,
      subject: `You are subscribed to our offers – ${agency.name}`,
      event: "newsletter-welcome",
      content: {
        audience: "customer",
        preheader: "Offers and new departures, now and then. One click stops them.",
        heading: "Thank you for subscribing",
        blocks: [
          {
            kind: "paragraph",
            text: "We will email you our offers and new departures now and then. We use your address for nothing else and never share it.",
          },
          { kind: "button", label: "See today's offers", href: "/offers" },
          {
            kind: "footnote",
            text: "You get this email because this address was signed up for our offers. Changed your mind?",
            link: { label: "Unsubscribe", href: path },
          },
        ],
      },
    }),
    agency,
    path,
  );
}

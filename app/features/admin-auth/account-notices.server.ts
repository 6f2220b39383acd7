import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatIndiaDateTime } from "~/lib/dates";

/**
 * What changed on an admin account. Admin accounts carry no address of their own: the notice goes
 * to the agency's address (AGENCY_EMAIL), which the owner reads (ADR 030).
 */
type AccountChange =
  | "totp-disabled"
  | "totp-reenrolled"
  | "api-token-issued"
  | "password-changed"
  | "login-locked"
  | "second-factor-optional";

const what: Record<AccountChange, { subject: string; text: string }> = {
  "totp-disabled": {
    subject: "The second factor was turned off",
    text: "The second factor (authenticator app) of this admin account was turned off.",
  },
  "totp-reenrolled": {
    subject: "A new authenticator app was enrolled",
    text: "This admin account's second factor now uses a new authenticator app; the old one no longer works.",
  },
  "api-token-issued": {
    subject: "A new API token was issued",
    text: "A new API token was issued for this admin account. Anyone holding it can act as this admin.",
  },
  "password-changed": {
    subject: "The password was changed",
    text: "The password of this admin account was changed; its open sessions were ended.",
  },
  "second-factor-optional": {
    subject: "A second factor is no longer required of every admin",
    text: "This admin turned off the rule that every admin account must use a second factor (an authenticator app) to sign in.",
  },
  "login-locked": {
    subject: "Logins to an admin account are held back",
    text: "Too many wrong passwords or codes were tried for this admin account from browsers it has not used before. Those browsers must wait; browsers that have logged in to it before are not affected.",
  },
};

export function accountChangeNotice(
  agency: AgencyContact,
  change: AccountChange,
  loginId: string,
  details: [string, string][] = [],
  now = new Date(),
): OutgoingEmail {
  const { subject, text } = what[change];
  return composeStaffNotice(agency, {
    subject: `Admin account ${loginId}: ${subject.toLowerCase()}`,
    event: `admin-account-${change}`,
    preheader: text,
    heading: subject,
    blocks: [
      { kind: "paragraph", text },
      { kind: "details", rows: [["Account", loginId], ["When", formatIndiaDateTime(now)], ...details] },
      {
        kind: "paragraph",
        text: "If this was not you, change the password (npm run admin:create), revoke the API tokens (npm run admin:token -- --revoke) and turn the second factor on again.",
      },
    ],
  });
}

/** Gmail delivers every spelling of a mailbox with or without dots to the same inbox. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address reaches, for counting mail to one person: lower case, a `+tag` dropped
 * (`victim+1@…` and `victim+2@…` are one inbox), dots ignored at Gmail, googlemail.com read as
 * gmail.com. Only for counting: mail is still sent to the address as typed.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return { mailbox: lower, domain: "" };
  let local = lower.slice(0, at).split("+")[0] ?? "";
  let domain = lower.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return { mailbox: `${local}@${domain}`, domain };
}

/**
 * Links that open something by a secret in their path (ADR 050): each route of app/routes.ts whose
 * path names a `:token`. Whoever holds one of these acts as its recipient (a traveller's booking,
 * quote, review form or email stop; a member of staff's one-time invitation), so the token is
 * written to no log line and kept out of every stored copy of an email. One rule for both: the
 * path segment after one of these prefixes is the secret. tests/server/secret-links.test.ts walks
 * the route list and fails for a `:token` route missing here.
 */
export const SECRET_LINK_PREFIXES = [
  "/booking/",
  "/quote/",
  "/review/",
  "/trip-emails/stop/",
  "/admin/invite/",
  "/privacy-request/confirm/",
  "/unsubscribe/",
] as const;

/** What a secret becomes in a log line: the route's own spelling. */
const TOKEN_PLACEHOLDER = ":token";

/** The prefix `path` starts with (any case: React Router matches without regard to it), or null. */
function secretPrefixOf(path: string): string | null {
  for (const prefix of SECRET_LINK_PREFIXES) {
    if (path.length > prefix.length && path.slice(0, prefix.length).toLowerCase() === prefix) return prefix;
  }
  return null;
}

/**
 * A path with its secret segment written `:token` (its `.data` ending kept, as React Router's
 * data requests add it); any other path unchanged. `path` is already percent-decoded.
 */
export function pathWithoutSecret(path: string): string {
  const prefix = secretPrefixOf(path);
  if (!prefix) return path;
  const end = path.indexOf("/", prefix.length);
  const segment = end === -1 ? path.slice(prefix.length) : path.slice(prefix.length, end);
  if (segment === "") return path;
  const rest = end === -1 ? (segment.toLowerCase().endsWith(".data") ? ".data" : "") : path.slice(end);
  return `${prefix}${TOKEN_PLACEHOLDER}${rest}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A secret link's token anywhere in a text (an email's text, HTML, headers, calendar file): the
 * characters tokens are made of (base64url, dots, percent escapes) after a prefix, not ending in
 * a dot (a sentence's full stop).
 */
const SECRET_IN_TEXT = new RegExp(
  `(${SECRET_LINK_PREFIXES.map(escaped).join("|")})([A-Za-z0-9_~%.-]*[A-Za-z0-9_~%-])`,
  "gi",
);

/** Each secret link's token in `text` replaced by `replacement(token)`. */
export function replaceSecretTokens(text: string, replacement: (token: string) => string): string {
  return text.replace(SECRET_IN_TEXT, (_, prefix: string, token: string) => `${prefix}${replacement(token)}`);
}

/** What a reader of a stored email sees in place of a secret: the recipient's copy alone holds it. */
const HIDDEN_TOKEN = "[hidden]";

/** `text` with every secret link's token hidden (a stored email as staff may read it). */
export function withoutSecretTokens(text: string): string {
  return replaceSecretTokens(text, () => HIDDEN_TOKEN);
}

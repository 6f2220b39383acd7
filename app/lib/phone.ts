const INDIAN_MOBILE = /^(\+91|91|0)?([6-9]\d{4})(\d{5})$/;

/**
 * A stored phone number as people read it, for the admin's tables: Indian mobile numbers (most of
 * the agency's customers) in the usual 5 + 5 grouping, "+919811122334" → "+91 98111 22334" and
 * "9811122334" → "98111 22334". Any other number is shown as stored, never regrouped wrongly.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, "");
  const mobile = INDIAN_MOBILE.exec(compact);
  if (!mobile) return phone.trim();
  const [, prefix, first, rest] = mobile;
  return `${prefix === "+91" || prefix === "91" ? "+91 " : ""}${first} ${rest}`;
}

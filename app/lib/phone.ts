const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{4})(\d{5})$/;

/**
 * A stored phone number as staff and travellers read it, one way everywhere (screens, manifest,
 * emails): an Indian mobile number (most of the agency's customers, whether typed with +91, 91, 0
 * or none) as "+91 98111 22334". Any other number (foreign, landline) is shown as given, spaces
 * and all: without its country's plan, regrouping its digits would only guess wrong.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, "");
  const mobile = INDIAN_MOBILE.exec(compact);
  if (!mobile) return phone.trim();
  const [, first, rest] = mobile;
  return `+91 ${first} ${rest}`;
}

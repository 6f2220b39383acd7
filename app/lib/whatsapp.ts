export const DEFAULT_WHATSAPP_MESSAGE =
  "Hi, I'm interested in your travel services. Can you please provide more information?";

/** A wa.me deep link to the agency, optionally with a prefilled message. */
export function whatsappLink(number: string, message?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** A tel: link from a displayed number ("+91 98765 43210" → "tel:+919876543210"). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

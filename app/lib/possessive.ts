/**
 * A name's possessive as the site writes it (issue 38): "Asha's", and only the apostrophe after a
 * final s ("Safarnama Travels' admin", "Kamala Das' entry"), one style for every name.
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}

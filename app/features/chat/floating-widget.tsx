// Placeholder until issue 9 builds the floating WhatsApp / chat assistant widget (every public page).
export function FloatingWidget() {
  return null;
}

// Placeholder until issue 9 builds the 'Plan Your Dream Vacation' popup (mounted on the home page).
export function LeadPopup() {
  return null;
}

/**
 * The session flag of the 'Plan Your Dream Vacation' popup (docs/product.md §4.2: `modalShown` in
 * sessionStorage). Set when the popup is closed or submitted, and also when the visitor has
 * already reached out through the chat widget: the popup then has nothing left to ask.
 */
const SHOWN_FLAG = "modalShown";

export function leadPopupDone(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_FLAG) !== null;
  } catch {
    // storage blocked (private modes, strict settings): better never than on every page
    return true;
  }
}

export function markLeadPopupDone() {
  try {
    window.sessionStorage.setItem(SHOWN_FLAG, "true");
  } catch {
    // nothing to remember it in; it simply may show again next load
  }
}

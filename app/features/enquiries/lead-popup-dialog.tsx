import { Dialog } from "~/components/ui/dialog";
import { PlanTripForm } from "./plan-trip-form";
import { markLeadPopupDone } from "./popup-session";

/** The popup itself: loaded by lead-popup.tsx when it is time to show it. */
export function LeadPopupDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      placement="sheet"
      title="Plan Your Dream Vacation"
      description="Leave your number and a travel expert will call you back with ideas and prices."
    >
      <PlanTripForm onSent={markLeadPopupDone} />
    </Dialog>
  );
}

import { StatusBadge, type BadgeTone } from "~/components/ui/status-badge";
import { bookingStatusLabels } from "../../../../domain/booking-values";
import type { BookingStatus } from "../booking-schema";

/** docs/product.md §4: green confirmed, red cancelled, yellow otherwise (pending). */
const toneOf: Record<BookingStatus, BadgeTone> = { confirmed: "green", cancelled: "red", pending: "yellow" };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <StatusBadge tone={toneOf[status] ?? "yellow"}>{bookingStatusLabels[status] ?? "Pending"}</StatusBadge>
  );
}

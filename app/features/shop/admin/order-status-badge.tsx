import { orderStatusLabels, type OrderStatus } from "../shop-schema";

const looks: Record<OrderStatus, { badge: string; dot: string }> = {
  received: { badge: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500" },
  shipped: { badge: "bg-sky-50 text-sky-900 ring-sky-300", dot: "bg-sky-600" },
  delivered: { badge: "bg-green-50 text-green-900 ring-green-300", dot: "bg-green-600" },
  cancelled: { badge: "bg-red-50 text-red-900 ring-red-300", dot: "bg-red-600" },
};

/** An order's status as a coloured dot and a word (the word carries the meaning, not the colour). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${look.badge}`}
    >
      <span className={`h-2 w-2 rounded-full ${look.dot}`} aria-hidden="true" />
      {orderStatusLabels[status]}
    </span>
  );
}

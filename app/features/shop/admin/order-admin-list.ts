import { formatIndiaDateTime } from "~/lib/dates";
import { paymentMethodLabels } from "../shop-messages";
import { orderListQuerySchema, orderStatusLabels, type Order, type OrderListQuery } from "../shop-schema";

/**
 * The Shop Orders filter and page from a page's query (`?status=&q=&cursor=`). A value that does not parse is
 * dropped rather than refused: the screen and its CSV export read it the same way.
 */
export function orderFilterOf(params: URLSearchParams): OrderListQuery {
  const parsed = orderListQuerySchema.safeParse({
    status: params.get("status") || undefined,
    q: params.get("q")?.trim() || undefined,
    cursor: params.get("cursor") || undefined,
  });
  return parsed.success ? parsed.data : orderListQuerySchema.parse({});
}

/** "Trekker Backpack 40L (M, Black) × 1" */
export function orderLineText(line: Order["items"][number]): string {
  const options = [line.size, line.color].filter(Boolean).join(", ");
  return `${line.name}${options ? ` (${options})` : ""} × ${line.quantity}`;
}

export const ORDER_CSV_COLUMNS = [
  "Reference",
  "Ordered at (IST)",
  "Status",
  "Customer",
  "Email",
  "Address",
  "City",
  "PIN or ZIP",
  "Country",
  "Items",
  "Payment method",
  "Subtotal (INR)",
  "Shipping (INR)",
  "Total (INR)",
];

/** One order as a CSV row: amounts as plain rupee numbers, so a spreadsheet can add them up. */
export function orderCsvRow(order: Order): (string | number)[] {
  return [
    order.reference,
    formatIndiaDateTime(order.createdAt),
    orderStatusLabels[order.status],
    order.customer.name,
    order.customer.email,
    order.customer.address,
    order.customer.city,
    order.customer.zip,
    order.customer.country,
    order.items.map(orderLineText).join("; "),
    paymentMethodLabels[order.paymentMethod],
    order.subtotal,
    order.shipping,
    order.total,
  ];
}

import { LookupForm } from "~/components/ui/lookup-form";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPaise } from "~/lib/money";
import { orderLineText } from "../admin/order-admin-list";
import { OrderStatusBadge } from "../admin/order-status-badge";
import { paymentMethodLabels } from "../shop-messages";
import type { OrderView } from "./order-lookup-schema";

/** What the order page's action answers: the order, or why there is none. */
export type OrderLookupAnswer =
  | { status: "found"; order: OrderView; values: { reference: string; email: string } }
  | {
      status: "invalid" | "not-found";
      message: string;
      errors?: Record<string, string>;
      values: { reference: string; email: string };
    };

const rupees = (amount: number) => formatPaise(Math.round(amount * 100));

/** Order number plus the email it was placed with; a plain POST, so it works before JavaScript. */
export function OrderLookupForm({ answer }: { answer?: OrderLookupAnswer }) {
  return (
    <LookupForm
      failure={answer && answer.status !== "found" ? answer : undefined}
      reference={{
        label: "Order number",
        hint: "In your order email, e.g. SO-7K3M9Q",
        value: answer?.values.reference,
      }}
      contact={{ label: "Email", hint: "The one you ordered with", value: answer?.values.email }}
      contactName="email"
      contactType="email"
      submit={["Find my order", "Finding your order…"]}
    />
  );
}

/** The shopper's order: status, courier and tracking once shipped, items and total. */
export function OrderLookupResult({ order }: { order: OrderView }) {
  return (
    <section
      aria-labelledby="order-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="order-heading" className="font-display text-2xl font-bold text-slate-900">
            Order <span className="font-mono">{order.reference}</span>
          </h2>
          <p className="text-sm text-slate-600">Placed {formatIndiaDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="mt-6 space-y-3 text-sm">
        {order.courier && (
          <>
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="font-medium text-slate-600">Courier</dt>
              <dd className="text-slate-900">{order.courier}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="font-medium text-slate-600">Tracking number</dt>
              <dd className="font-mono text-slate-900">{order.trackingNumber}</dd>
            </div>
          </>
        )}
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-medium text-slate-600">Payment</dt>
          <dd className="text-slate-900">{paymentMethodLabels[order.paymentMethod]}</dd>
        </div>
      </dl>
      <ul aria-label="Items" className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {order.items.map((line, i) => (
          <li key={i} className="flex justify-between gap-4 py-3 text-sm">
            <span className="text-slate-900">{orderLineText(line)}</span>
            <span className="font-semibold text-slate-900">{rupees(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between text-base font-bold text-slate-900">
        <span>Total (shipping free)</span>
        <span>{rupees(order.total)}</span>
      </p>
    </section>
  );
}

import { useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { EmailText } from "~/components/ui/email-text";
import { TextField } from "~/components/ui/field";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPaise } from "~/lib/money";
import { formatPhone } from "~/lib/phone";
import { orderLineText } from "./order-admin-list";
import { OrderStatusBadge } from "./order-status-badge";
import { paymentMethodLabels } from "../shop-messages";
import { orderStatusLabels, orderStatusTransitions, type Order } from "../shop-schema";

export type OrderStatusAnswer = { ok: boolean; id: string; message: string };

const rupees = (amount: number) => formatPaise(Math.round(amount * 100));

/** One gear order for the admin, with the buttons that move it on (the server checks each move). */
export function OrderAdminCard({ order }: { order: Order }) {
  const fetcher = useFetcher<OrderStatusAnswer>();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [shipping, setShipping] = useState(false);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data?.id === order.id ? fetcher.data : undefined;
  const next = orderStatusTransitions[order.status];
  const headingId = `order-${order.id}`;
  const move = (status: string, shipment: Record<string, string> = {}) =>
    fetcher.submit({ id: order.id, status, ...shipment }, { method: "post" });

  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-mono text-base font-bold text-slate-900">
            {order.reference}
          </h2>
          <p className="text-sm text-slate-600">{formatIndiaDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-medium text-slate-600">Customer</dt>
          <dd className="text-slate-900">
            {order.customer.name}
            <EmailText email={order.customer.email} className="block text-slate-700" />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Ship to</dt>
          <dd className="text-slate-900">
            {order.customer.address}, {order.customer.city} {order.customer.zip}, {order.customer.country}
            {order.customer.phone && (
              <span className="block whitespace-nowrap text-slate-700">
                {formatPhone(order.customer.phone)}
              </span>
            )}
            {order.courier && (
              <span className="block text-slate-700">
                {order.courier}, tracking {order.trackingNumber}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Items</dt>
          <dd>
            <ul className="text-slate-900">
              {order.items.map((line, i) => (
                <li key={i}>
                  {orderLineText(line)} <span className="text-slate-600">{rupees(line.line_total)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Total</dt>
          <dd className="text-slate-900">
            <span className="text-base font-bold">{rupees(order.total)}</span>
            <span className="block text-slate-700">{paymentMethodLabels[order.paymentMethod]}</span>
          </dd>
        </div>
      </dl>
      {(next.length > 0 || answer) && (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          {next
            .filter((status) => status !== "cancelled")
            .map((status) => (
              <button
                key={status}
                type="button"
                disabled={busy}
                onClick={() => (status === "shipped" ? setShipping(true) : move(status))}
                className={buttonClass("primary", "sm")}
                aria-label={`Mark ${order.reference} as ${orderStatusLabels[status].toLowerCase()}`}
              >
                Mark as {orderStatusLabels[status].toLowerCase()}
              </button>
            ))}
          {next.includes("cancelled") && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirmCancel(true)}
              className={buttonClass("secondary", "sm")}
              aria-label={`Cancel ${order.reference}`}
            >
              Cancel order
            </button>
          )}
          {answer && (
            <p
              role={answer.ok ? "status" : "alert"}
              className={`text-sm font-medium ${answer.ok ? "text-green-800" : "text-red-800"}`}
            >
              {answer.message}
            </p>
          )}
        </div>
      )}
      <Dialog
        open={shipping}
        onClose={() => setShipping(false)}
        title={`Ship ${order.reference}`}
        description={`${order.customer.name} is emailed the courier and tracking number at ${order.customer.email}.`}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            move("shipped", {
              courier: String(data.get("courier") ?? ""),
              trackingNumber: String(data.get("trackingNumber") ?? ""),
            });
            setShipping(false);
          }}
        >
          <TextField label="Courier" name="courier" required maxLength={60} autoComplete="off" />
          <TextField
            label="Tracking number"
            name="trackingNumber"
            required
            maxLength={60}
            autoComplete="off"
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => setShipping(false)} className={buttonClass("secondary")}>
              Not yet
            </button>
            <button type="submit" className={buttonClass("primary")}>
              Mark as shipped and email
            </button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={`Cancel ${order.reference}?`}
        description="A cancelled order cannot be shipped or reopened."
        keep="Keep the order"
        confirm="Cancel order"
        onConfirm={() => move("cancelled")}
      />
    </article>
  );
}

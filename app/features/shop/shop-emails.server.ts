import type { AgencyContact } from "~/features/notifications/agency-contact.server";
import type { OutgoingEmail } from "~/features/notifications/outbox-service.server";
import { formatPaise } from "~/lib/money";
import { paymentMethodLabels, type Order } from "./shop-schema";

const rupees = (amount: number) => formatPaise(Math.round(amount * 100));

function summaryOf(order: Order): string {
  const lines = order.items.map((line) => {
    const options = [line.size, line.color].filter(Boolean).join(", ");
    return `- ${line.name}${options ? ` (${options})` : ""} × ${line.quantity}: ${rupees(line.line_total)}`;
  });
  return [
    `Order: ${order.reference}`,
    ...lines,
    `Subtotal: ${rupees(order.subtotal)}`,
    "Shipping: Free",
    `Total: ${rupees(order.total)}`,
    `Payment: ${paymentMethodLabels[order.paymentMethod]}`,
    "",
    "Ship to:",
    order.customer.name,
    order.customer.address,
    `${order.customer.city} ${order.customer.zip}`,
    order.customer.country,
  ].join("\n");
}

/** The customer's confirmation. Plain text: nothing to escape. */
export function orderConfirmationEmail(order: Order, agency: AgencyContact): OutgoingEmail {
  const text = [
    `Dear ${order.customer.name},`,
    "",
    `Thank you for your order with ${agency.name}.`,
    "",
    summaryOf(order),
    "",
    `Questions? Call us on ${agency.phone} or reply to ${agency.email}, quoting ${order.reference}.`,
    "",
    agency.name,
  ].join("\n");
  return { to: order.customer.email, subject: `Your order ${order.reference} – ${agency.name}`, text };
}

/** Tells the agency's staff an order is waiting to be packed. */
export function orderAgencyNotice(order: Order, agency: AgencyContact): OutgoingEmail {
  const text = [
    "A new gear order came in.",
    "",
    summaryOf(order),
    "",
    `Email: ${order.customer.email}`,
    `Received: ${order.createdAt}`,
  ].join("\n");
  return {
    to: agency.email,
    // nothing the customer typed goes into a subject line
    subject: `New gear order ${order.reference}: ${rupees(order.total)}`,
    text,
    toStaff: true,
  };
}

import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import type { EmailBlock } from "~/features/notifications/email/email-content";
import { composeCustomerEmail, composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPaise } from "~/lib/money";
import { formatPhone } from "~/lib/phone";
import { upiPayUriOfPaise } from "~/features/bookings/payments/pay-now/pay-now-schema";
import { paymentMethodLabels } from "../shop-messages";
import type { Order } from "../shop-schema";

const rupees = (amount: number) => formatPaise(Math.round(amount * 100));

function itemsOf(order: Order): EmailBlock {
  return {
    kind: "details",
    rows: [
      ...order.items.map((line): [string, string] => {
        const options = [line.size, line.color].filter(Boolean).join(", ");
        return [`${line.name}${options ? ` (${options})` : ""} × ${line.quantity}`, rupees(line.line_total)];
      }),
      ["Subtotal", rupees(order.subtotal)],
      ["Shipping", "Free"],
      ["Total", rupees(order.total)],
      ["Payment", paymentMethodLabels[order.paymentMethod]],
    ],
  };
}

function shippingOf(order: Order): EmailBlock {
  const { customer } = order;
  return {
    kind: "details",
    rows: [
      [
        "Ship to",
        [customer.name, customer.address, `${customer.city} ${customer.zip}`, customer.country].join("\n"),
      ],
    ],
  };
}

const QR_CID = "upi-qr@safarnama";

/**
 * How to pay an order paid by UPI (issue 38): the QR code and link for its exact total with the
 * order's reference, and the UPI ID; without the agency's UPI ID, that the details follow.
 */
function upiPartOf(order: Order, agency: AgencyContact) {
  const total = Math.round(order.total * 100);
  const payee = agency.payee;
  if (!payee?.upi_id) {
    return {
      blocks: [
        { kind: "heading", text: "How to pay" },
        {
          kind: "paragraph",
          text: `You chose UPI. We will send you our UPI details to pay ${formatPaise(total)} shortly; please write ${order.reference} as the payment note. We pack your order once it is paid.`,
        },
      ] satisfies EmailBlock[],
      attachments: [],
    };
  }
  const uri = upiPayUriOfPaise(payee, total, order.reference);
  return {
    blocks: [
      { kind: "heading", text: `Pay ${formatPaise(total)} by UPI` },
      {
        kind: "paragraph",
        text: `Scan the QR code with any UPI app, or on your phone tap the button; please write ${order.reference} as the payment note. We pack your order once it is paid.`,
      },
      { kind: "image", src: `cid:${QR_CID}`, alt: `UPI QR code to pay ${formatPaise(total)}`, width: 200 },
      { kind: "button", label: `Pay ${formatPaise(total)} by UPI`, href: uri },
      {
        kind: "details",
        rows: [
          ["UPI ID", payee.upi_id],
          ["Payee", payee.upi_payee_name],
        ],
      },
    ] satisfies EmailBlock[],
    attachments: [{ filename: "upi-qr.png", contentType: "image/png", qr: uri, cid: QR_CID }],
  };
}

/** The customer's confirmation of a gear order; one paid by UPI says how to pay. */
export function orderConfirmationEmail(order: Order, agency: AgencyContact): OutgoingEmail {
  const upi = order.paymentMethod === "upi" ? upiPartOf(order, agency) : null;
  const email = composeCustomerEmail(
    agency,
    { name: order.customer.name, email: order.customer.email },
    {
      subject: `Your order ${order.reference}`,
      event: "order-confirmation",
      preheader: `Thank you for your order ${order.reference}: ${rupees(order.total)}, free shipping.`,
      heading: "Thank you for your order",
      blocks: [
        {
          kind: "paragraph",
          text: `We have your order ${order.reference} and will pack it shortly. Shipping is free.`,
        },
        itemsOf(order),
        ...(upi?.blocks ?? []),
        shippingOf(order),
        {
          kind: "paragraph",
          text: `Quote ${order.reference} whenever you call or write to us. With it and this email address you can see your order's status at any time; we email you the courier and tracking number when it ships.`,
        },
        { kind: "button", label: "See your order", href: "/travel-gear-store/order" },
      ],
    },
  );
  return upi && upi.attachments.length > 0 ? { ...email, attachments: upi.attachments } : email;
}

/** The shopper's news that the parcel left, with the courier and tracking number the admin entered. */
export function orderShippedEmail(order: Order, agency: AgencyContact): OutgoingEmail {
  const courier = order.courier ?? "";
  const tracking = order.trackingNumber ?? "";
  return composeCustomerEmail(
    agency,
    { name: order.customer.name, email: order.customer.email },
    {
      subject: `Your order ${order.reference} has shipped`,
      event: "order-shipped",
      preheader: `Order ${order.reference} is on its way with ${courier}, tracking number ${tracking}.`,
      heading: "Your order is on its way",
      blocks: [
        {
          kind: "paragraph",
          text: `Your order ${order.reference} has left us. Track it on the courier's website with the number below.`,
        },
        {
          kind: "details",
          rows: [
            ["Courier", courier],
            ["Tracking number", tracking],
          ],
        },
        itemsOf(order),
        shippingOf(order),
        { kind: "button", label: "See your order", href: "/travel-gear-store/order" },
      ],
    },
  );
}

/** Tells the agency's staff an order is waiting to be packed; visitor text stays out of the subject. */
export function orderAgencyNotice(order: Order, agency: AgencyContact): OutgoingEmail {
  return composeStaffNotice(agency, {
    subject: `New gear order ${order.reference}: ${rupees(order.total)}`,
    event: "order-agency-alert",
    preheader: `Gear order ${order.reference}, ${order.items.length} items, ${rupees(order.total)}.`,
    heading: `New gear order ${order.reference}`,
    blocks: [
      { kind: "paragraph", text: "A new gear order is waiting to be packed." },
      itemsOf(order),
      shippingOf(order),
      {
        kind: "details",
        rows: [
          ["Email", order.customer.email],
          ["Phone", formatPhone(order.customer.phone)],
          ["Received", formatIndiaDateTime(order.createdAt)],
        ],
      },
      { kind: "button", label: "Open shop orders", href: "/admin/shop-orders" },
    ],
  });
}

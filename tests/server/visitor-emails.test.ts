import { describe, expect, it } from "vitest";
import type { BookingRow } from "../../db/schema";
import type { Booking } from "../../app/features/bookings/booking-schema";
import {
  bookingAgencyNotice,
  bookingConfirmationEmail,
  bookingStatusEmail,
} from "../../app/features/bookings/emails/booking-emails.server";
import { cancellationDeclinedEmail } from "../../app/features/bookings/emails/cancellation-emails.server";
import {
  waitlistJoinedEmail,
  waitlistOfferEmail,
} from "../../app/features/bookings/emails/waitlist-emails.server";
import type { Order } from "../../app/features/shop/shop-schema";
import { orderConfirmationEmail, orderShippedEmail } from "../../app/features/shop/orders/shop-emails.server";
import { agencyContactOf } from "../../app/features/notifications/email/agency-contact.server";
import type { OutgoingEmail } from "../../app/features/notifications/outbox/outbox-service.server";
import { parseConfig } from "../../app/lib/env.server";

/**
 * Issue 22: anyone can type a stranger's address into a form, so what a visitor types in a free-text
 * field (special requests, messages, cancellation reasons) goes to the agency only, never into mail
 * to the address the visitor typed. Every email to a visitor is rendered here with a marker in
 * every free-text field, and the marker must not appear in it.
 */
const MARKER = "FREETEXTMARKER";
const agency = agencyContactOf(parseConfig({ NODE_ENV: "test" }));

const booking: Booking = {
  _id: "b1",
  id: "b1",
  reference: "SF-7K3M9Q",
  package_id: { _id: "p1", title: "Spiti Circuit" },
  package_title: "Spiti Circuit",
  departure_id: null,
  customer_name: "Asha Rao",
  customer_email: "asha@example.com",
  customer_phone: "+919876543210",
  special_requests: `Please call ${MARKER} now`,
  travel_date: "2030-03-15",
  number_of_travelers: 2,
  sharing: "triple",
  price_per_person: 15_000,
  total_amount: 30_000,
  number_of_children: 0,
  number_of_seniors: 0,
  price_lines: [{ label: "Triple sharing, ₹15,000 × 2 adults", amount: 30_000 }],
  promo_code: null,
  status: "confirmed",
  booking_date: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  quote_id: null,
  cancelled_at: null,
  calendar_sequence: 0,
  customer_state: null,
  invoice_number: null,
};

const bookingRow = {
  reference: booking.reference,
  packageTitle: booking.package_title,
  customerName: booking.customer_name,
  customerEmail: booking.customer_email,
  customerPhone: booking.customer_phone,
  specialRequests: booking.special_requests,
  travelDate: booking.travel_date,
  numberOfTravelers: 2,
} as BookingRow;

const order: Order = {
  _id: "o1",
  id: "o1",
  reference: "SO-7K3M9Q",
  customer: {
    name: "Kabir Rao",
    email: "kabir@example.com",
    phone: "+919876543210",
    address: "12 Lake Road",
    city: "Pune",
    zip: "411001",
    country: "India",
  },
  items: [
    {
      product_id: 3,
      name: "Cap",
      size: "M",
      color: "Navy",
      quantity: 1,
      unit_price: 89.99,
      line_total: 89.99,
    },
  ],
  paymentMethod: "upi",
  subtotal: 89.99,
  shipping: 0,
  total: 89.99,
  status: "shipped",
  courier: "Blue Dart",
  trackingNumber: "BD123",
  orderDate: null,
  createdAt: "2030-01-01T00:00:00.000Z",
};

const waitlistFacts = {
  customerName: "Meera Iyer",
  customerEmail: "meera@example.com",
  travellers: 2,
  packageId: "p1",
  packageTitle: "Spiti Circuit",
  date: "2030-03-15",
};

const visitorEmails: [string, OutgoingEmail][] = [
  ["booking confirmation", bookingConfirmationEmail(booking, agency, "https://safarnama.example/booking/x")],
  ["booking status", bookingStatusEmail(booking, agency)],
  ["cancellation declined", cancellationDeclinedEmail(bookingRow, "We could not reach you", agency)],
  ["waitlist joined", waitlistJoinedEmail(waitlistFacts, agency)],
  ["waitlist offer", waitlistOfferEmail(waitlistFacts, 2, agency)],
  ["order confirmation", orderConfirmationEmail(order, agency)],
  ["order shipped", orderShippedEmail(order, agency)],
];

describe("mail to a visitor's address (issue 22)", () => {
  it.each(visitorEmails)("the %s quotes none of the visitor's free text", (_, email) => {
    expect(email.toStaff).not.toBe(true);
    for (const part of [email.subject, email.text, email.html ?? ""]) expect(part).not.toContain(MARKER);
  });

  it("the agency's own notice still carries it", () => {
    const notice = bookingAgencyNotice(booking, agency);
    expect(notice.to).toBe(agency.email);
    expect(notice.text).toContain(MARKER);
  });
});

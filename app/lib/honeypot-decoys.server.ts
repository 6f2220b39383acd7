import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import type { Booking, BookingInput } from "~/features/bookings/booking-schema";
import type { WaitlistInput, WaitlistJoined } from "~/features/bookings/departures/departure-schema";
import { findDeparture } from "~/features/bookings/departures/departure-service.server";
// eslint-disable-next-line import-x/no-restricted-paths -- this file goes when the decoys move beside their services
import { priceCartLines } from "~/features/shop/orders/order-pricing";
import type { Order, OrderInput } from "~/features/shop/shop-schema";
import { listProducts } from "~/features/shop/shop-service.server";
import { getTour } from "~/features/tours/tour-service.server";
import { paiseToRupees } from "~/lib/money";
import { newBookingReference, newOrderReference } from "~/lib/references";

/**
 * What a bot that filled the honeypot (lib/honeypot.ts) gets back: an answer shaped exactly like
 * a real booking or order, with a plausible reference, that was neither stored nor emailed.
 * Reads the catalogue for prices; writes nothing.
 */
export async function decoyBooking(db: Db, input: BookingInput): Promise<Booking> {
  const tour = await getTour(db, input.package_id);
  const pricePerPerson =
    (input.sharing === "double" ? tour?.double_sharing_price : tour?.price) ?? tour?.price ?? 0;
  const found = input.departure_id ? await findDeparture(db, input.departure_id) : null;
  const departure = found?.packageId === input.package_id ? found.departure : null;
  const id = randomUUID();
  const now = new Date().toISOString();
  return {
    _id: id,
    id,
    reference: newBookingReference(),
    package_id: { _id: input.package_id, title: tour?.title ?? "" },
    package_title: tour?.title ?? "",
    departure_id: departure?.id ?? null,
    customer_name: input.customer_name,
    customer_email: input.customer_email,
    customer_phone: input.customer_phone,
    special_requests: input.special_requests,
    travel_date: departure?.date ?? input.travel_date ?? "",
    number_of_travelers: input.number_of_travelers,
    sharing: input.sharing,
    price_per_person: pricePerPerson,
    total_amount: pricePerPerson * input.number_of_travelers,
    status: "pending",
    booking_date: now,
    updatedAt: now,
  };
}

export async function decoyWaitlistEntry(db: Db, input: WaitlistInput): Promise<WaitlistJoined> {
  const found = await findDeparture(db, input.departure_id);
  return {
    id: randomUUID(),
    departure_id: input.departure_id,
    date: found?.departure.date ?? "",
    package_title: found?.packageTitle ?? "",
    number_of_travelers: input.number_of_travelers,
    status: "waiting",
    position: 1,
  };
}

export async function decoyOrder(db: Db, input: OrderInput): Promise<Order> {
  const products = (await listProducts(db)).map((product) => ({
    id: product.id,
    name: product.name,
    pricePaise: product.price_paise,
    sizes: product.sizes,
    colors: product.colors,
  }));
  const { lines } = priceCartLines(input.items, products);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const id = randomUUID();
  return {
    _id: id,
    id,
    reference: newOrderReference(),
    customer: input.customer,
    items: lines.map((line) => ({
      product_id: line.productId,
      name: line.productName,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unit_price: paiseToRupees(line.unitPricePaise),
      line_total: paiseToRupees(line.unitPricePaise * line.quantity),
    })),
    paymentMethod: input.paymentMethod,
    subtotal: paiseToRupees(subtotalPaise),
    shipping: 0,
    total: paiseToRupees(subtotalPaise),
    status: "received",
    orderDate: input.orderDate ?? null,
    createdAt: new Date().toISOString(),
  };
}

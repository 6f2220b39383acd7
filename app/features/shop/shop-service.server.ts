import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  gearOrderLines,
  gearOrders,
  gearProducts,
  type GearOrderLineRow,
  type GearOrderRow,
  type GearProductRow,
} from "../../../db/schema";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { newOrderReference } from "~/lib/references";
import { idempotentCreate, requestHashOf } from "~/lib/request-idempotency.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { contactFor } from "~/features/contacts/contact-match-service.server";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";
import { currentFirstTouch } from "~/lib/first-touch.server";
import { DomainError, invalidFields } from "~/lib/domain-error";
import { paiseToRupees } from "~/lib/money";
import { priceCartLines } from "./orders/order-pricing";
import { orderAgencyNotice, orderConfirmationEmail } from "./orders/shop-emails.server";
import { shopMessages } from "./shop-messages";
import { type GearProduct, type Order, type OrderInput } from "./shop-schema";

/** A product's own view in the shop, and the shop itself, for links from other features' emails. */
export { productPath, SHOP_PATH } from "./catalogue/gear-json-ld";

const MAX_TOTAL_PAISE = 2_147_483_647;
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

function toProductJson(row: GearProductRow): GearProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: paiseToRupees(row.pricePaise),
    price_paise: row.pricePaise,
    category: row.category,
    image: row.image,
    description: row.description,
    features: row.features,
    sizes: row.sizes,
    colors: row.colors,
    rating: row.ratingTenths / 10,
    reviews: row.reviewCount,
  };
}

/** The catalogue in its built-in order (the shop sorts on the client, docs/product.md §5). */
export async function listProducts(db: Db): Promise<GearProduct[]> {
  const rows = await db.select().from(gearProducts).orderBy(asc(gearProducts.id));
  return rows.map(toProductJson);
}

export function toOrderJson(row: GearOrderRow, lines: GearOrderLineRow[]): Order {
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
      address: row.address,
      city: row.city,
      zip: row.zip,
      country: row.country,
    },
    items: lines.map((line) => ({
      product_id: line.productId,
      name: line.productName,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unit_price: paiseToRupees(line.unitPricePaise),
      line_total: paiseToRupees(line.unitPricePaise * line.quantity),
    })),
    paymentMethod: row.paymentMethod,
    subtotal: paiseToRupees(row.subtotalPaise),
    shipping: paiseToRupees(row.shippingPaise),
    total: paiseToRupees(row.totalPaise),
    status: row.status,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    orderDate: row.clientOrderDate ? row.clientOrderDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Same customer, same lines, same payment: the same order (a double click on Place Order). */
export function orderRequestHash(input: OrderInput): string {
  return requestHashOf([
    input.customer,
    input.items.map((line) => [line.id, line.selectedSize, line.selectedColor, line.quantity]),
    input.paymentMethod,
  ]);
}

type OrderResult = { created: boolean; order: Order };

/** The order's lines priced from the catalogue's rows, and their sum; or why it cannot be placed. */
export function priceOrder(input: OrderInput, products: Parameters<typeof priceCartLines>[1]) {
  const { lines, errors } = priceCartLines(input.items, products);
  if (Object.keys(errors).length) throw invalidFields(errors);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (subtotalPaise > MAX_TOTAL_PAISE) throw new DomainError("invalid", shopMessages.tooLarge);
  return { lines, subtotalPaise };
}

/** An order's row, shipping free (docs/product.md §9: shipping is always free). */
export function orderRowOf(
  input: OrderInput,
  subtotalPaise: number,
  order: { reference: string; idempotencyKey: string | null; requestHash: string },
) {
  return {
    ...order,
    customerName: input.customer.name,
    customerEmail: input.customer.email,
    customerPhone: input.customer.phone,
    address: input.customer.address,
    city: input.customer.city,
    zip: input.customer.zip,
    country: input.customer.country,
    paymentMethod: input.paymentMethod,
    subtotalPaise,
    shippingPaise: 0, // docs/product.md §9: shipping is always free
    totalPaise: subtotalPaise,
    clientOrderDate: input.orderDate ? new Date(input.orderDate) : null,
  };
}

/**
 * Stores an order priced from the catalogue (client prices and total are never read), its lines
 * and the two emails in one transaction. Repeats fold into one order exactly as for bookings:
 * per `Idempotency-Key`, or per identical payload within a minute (see `idempotentCreate`).
 */
export async function placeOrder(
  db: Db,
  input: OrderInput,
  options: { idempotencyKey: string | null; agency: AgencyContact },
): Promise<OrderResult> {
  const requestHash = orderRequestHash(input);
  const { idempotencyKey } = options;
  const { created, value } = await idempotentCreate<GearOrderRow, Order>(db, {
    scope: "order",
    columns: {
      table: gearOrders,
      idempotencyKey: gearOrders.idempotencyKey,
      requestHash: gearOrders.requestHash,
      createdAt: gearOrders.createdAt,
    },
    idempotencyKey,
    requestHash,
    keyReused: shopMessages.keyReused,
    newReference: newOrderReference,
    async present(tx, row) {
      const lines = await tx.select().from(gearOrderLines).where(eq(gearOrderLines.orderId, row.id));
      return toOrderJson(row, lines.sort(byId));
    },
    async prepare(tx) {
      const ids = [...new Set(input.items.map((item) => item.id))];
      // Shared locks: the products cannot be deleted under the order (order lines restrict deletes).
      const products = await tx.select().from(gearProducts).where(inArray(gearProducts.id, ids)).for("share");
      const { lines, subtotalPaise } = priceOrder(input, products);
      const contactId = await contactFor(tx, {
        name: input.customer.name,
        email: input.customer.email,
        phone: input.customer.phone,
        touch: currentFirstTouch(),
      });
      return async (reference) => {
        const [row] = await tx
          .insert(gearOrders)
          .values({
            ...orderRowOf(input, subtotalPaise, { reference, idempotencyKey, requestHash }),
            contactId,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        const stored = await tx
          .insert(gearOrderLines)
          .values(lines.map((line) => ({ ...line, orderId: row.id })))
          .returning();
        const order = toOrderJson(row, stored.sort(byId));
        await recordConsent(tx, {
          email: row.customerEmail,
          phone: input.customer.phone,
          purpose: "order",
          channel: "gear_order",
          reference: row.reference,
        });
        await enqueueEmail(tx, orderConfirmationEmail(order, options.agency), { visitor: true });
        await enqueueEmail(tx, orderAgencyNotice(order, options.agency));
        return order;
      };
    },
  });
  return { created, order: value };
}

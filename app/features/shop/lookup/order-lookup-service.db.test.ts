import { describe, expect, it } from "vitest";
import { testAgency } from "../../../../tests/factories/agency-factory";
import { createGearProductRow } from "../../../../tests/factories/gear-factory";
import { orderPayload } from "../../../../tests/fixtures/shop-order";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { updateOrderStatus } from "../admin/order-admin-service.server";
import { orderInputSchema } from "../shop-schema";
import { placeOrder } from "../shop-service.server";
import { orderLookupSchema } from "./order-lookup-schema";
import { findOrderForShopper } from "./order-lookup-service.server";

const database = useTestDatabase();
const agency = testAgency;

async function newOrder() {
  const product = await createGearProductRow(database.db, { pricePaise: 59_900, colors: ["Olive"] });
  const input = orderInputSchema.parse(orderPayload([{ id: product.id, selectedColor: "Olive" }]));
  const { order } = await placeOrder(database.db, input, { idempotencyKey: null, agency });
  return order;
}

const lookup = (reference: string, email: string) =>
  findOrderForShopper(database.db, orderLookupSchema.parse({ reference, email }));

describe("findOrderForShopper", () => {
  it("finds the order by its number in any spelling and its email in any case", async () => {
    const order = await newOrder();
    const code = order.reference.slice(3);
    for (const [reference, email] of [
      [order.reference, order.customer.email],
      [code.toLowerCase(), ` ${order.customer.email.toUpperCase()} `],
      [`so ${code}`, order.customer.email],
    ] as const) {
      expect(await lookup(reference, email), `${reference} / ${email}`).toEqual({
        reference: order.reference,
        status: "received",
        items: order.items,
        paymentMethod: "cod",
        subtotal: 599,
        shipping: 0,
        total: 599,
        courier: null,
        trackingNumber: null,
        createdAt: order.createdAt,
      });
    }
  });

  it("finds nothing when either half is wrong, and echoes no address or phone", async () => {
    const order = await newOrder();
    const other = await newOrder();
    expect(await lookup(order.reference, other.customer.email)).toBeNull();
    expect(await lookup("SO-222222", order.customer.email)).toBeNull();
    const view = await lookup(order.reference, order.customer.email);
    expect(JSON.stringify(view)).not.toContain(order.customer.phone);
    expect(JSON.stringify(view)).not.toContain("Lake Road");
  });

  it("shows the courier and tracking number once the order has shipped", async () => {
    const order = await newOrder();
    await updateOrderStatus(
      database.db,
      order.id,
      { status: "shipped", courier: "DTDC", trackingNumber: "D1234567" },
      { agency },
    );
    expect(await lookup(order.reference, order.customer.email)).toMatchObject({
      status: "shipped",
      courier: "DTDC",
      trackingNumber: "D1234567",
    });
  });

  it("refuses a malformed number or email before asking the database", () => {
    const result = orderLookupSchema.safeParse({ reference: "SF-7K3M9Q", email: "not-an-email" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["email", "reference"]);
  });
});

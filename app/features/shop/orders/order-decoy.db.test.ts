import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gearOrders } from "../../../../db/schema/index";
import { createGearProductRow } from "../../../../tests/factories/gear-factory";
import { orderPayload } from "../../../../tests/fixtures/shop-order";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { parseConfig } from "~/lib/env.server";
import { orderInputSchema, type Order } from "../shop-schema";
import { placeOrder } from "../shop-service.server";
import { decoyOrder } from "./order-decoy.server";

const database = useTestDatabase();
const agency = agencyContactOf(parseConfig({ NODE_ENV: "test" }));

function withoutIdentity(order: Order) {
  const { _id, id, reference, createdAt, ...rest } = order;
  expect([_id, id, reference, createdAt].every((value) => typeof value === "string")).toBe(true);
  return rest;
}

describe("the honeypot's order decoy answers exactly as placeOrder does", () => {
  it("same shape, lines and prices from the catalogue, and nothing stored", async () => {
    const { db } = database;
    const jacket = await createGearProductRow(db, { pricePaise: 1_249_900 });
    const gloves = await createGearProductRow(db);
    const input = orderInputSchema.parse(
      orderPayload([
        { id: jacket.id, selectedSize: "M", selectedColor: "Navy", quantity: 2, price: 1 },
        { id: gloves.id, selectedSize: "S", selectedColor: "Olive", quantity: 1 },
      ]),
    );
    const decoy = await decoyOrder(db, input);
    const stored = await db
      .select({ n: count() })
      .from(gearOrders)
      .where(eq(gearOrders.customerEmail, input.customer.email));
    expect(stored[0]?.n).toBe(0);
    const { order: real } = await placeOrder(db, input, { idempotencyKey: null, agency });
    expect(Object.keys(decoy).sort()).toEqual(Object.keys(real).sort());
    expect(withoutIdentity(decoy)).toEqual(withoutIdentity(real));
    expect(decoy.total).toBe(2 * 12_499 + 49.99);
  });

  it("an order the catalogue refuses is refused the same way", async () => {
    const { db } = database;
    const input = orderInputSchema.parse(
      orderPayload([{ id: 999_999, selectedSize: "M", selectedColor: "Navy", quantity: 1 }]),
    );
    const real = await placeOrder(db, input, { idempotencyKey: null, agency }).catch(
      (error: unknown) => error,
    );
    const decoy = await decoyOrder(db, input).catch((error: unknown) => error);
    expect(decoy).toBeInstanceOf(Error);
    expect(decoy).toEqual(real);
  });
});

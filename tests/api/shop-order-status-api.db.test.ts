import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gearOrders, outboxEmails } from "../../db/schema";
import { createGearProductRow } from "../factories/gear-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

async function newOrderId(): Promise<string> {
  const product = await createGearProductRow(server.database.db);
  const response = await server.fetch("/api/shop/orders", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      customer: {
        name: "Nisha Rao",
        email: `nisha-${randomUUID().slice(0, 8)}@example.com`,
        phone: "+91 98765 43210",
        address: "3 Hill Road",
        city: "Shimla",
        zip: "171001",
        country: "India",
      },
      items: [
        { id: product.id, selectedSize: product.sizes[0] ?? "", selectedColor: product.colors[0] ?? "" },
      ],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { order: { id: string } }).order.id;
}

const shipment = { courier: "Blue Dart", trackingNumber: "BD 4417 2210 9" };

/** Shipping takes the courier and tracking number the admin enters; other moves take none. */
const setStatus = (
  id: string,
  status: unknown,
  headers: Record<string, string> = admin,
  extra: Record<string, unknown> = status === "shipped" ? shipment : {},
) =>
  server.fetch(`/api/shop/orders/${id}/status`, {
    method: "PATCH",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ status, ...extra }),
  });

const shippedEmails = (id: string) =>
  server.database.db
    .select()
    .from(outboxEmails)
    .innerJoin(gearOrders, eq(gearOrders.customerEmail, outboxEmails.toAddress))
    .where(and(eq(gearOrders.id, id), eq(outboxEmails.event, "order-shipped")));

describe("PATCH /api/shop/orders/{id}/status", () => {
  it("answers 401 without an admin", async () => {
    expect((await setStatus(await newOrderId(), "shipped", {})).status).toBe(401);
  });

  it("moves an order received → shipped → delivered, and no further", async () => {
    const id = await newOrderId();
    const shipped = await setStatus(id, "shipped");
    expect(shipped.status).toBe(200);
    expect(await shipped.json()).toMatchObject({ id, status: "shipped" });
    // the same status again changes nothing
    expect((await setStatus(id, "shipped")).status).toBe(200);
    expect((await setStatus(id, "received")).status).toBe(409);
    expect((await setStatus(id, "delivered")).status).toBe(200);
    const refused = await setStatus(id, "cancelled");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "An order that is delivered cannot be marked cancelled",
    );
  });

  it("refuses to ship without a courier and tracking number, and changes nothing", async () => {
    const id = await newOrderId();
    const refused = await setStatus(id, "shipped", admin, { courier: " " });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      courier: "Enter the courier that carries the parcel",
      trackingNumber: "Enter the courier's tracking number",
    });
    const [row] = await server.database.db.select().from(gearOrders).where(eq(gearOrders.id, id));
    expect(row?.status).toBe("received");
    expect(await shippedEmails(id)).toHaveLength(0);
  });

  it("stores the courier and tracking number and queues the shopper's email with them, once", async () => {
    const id = await newOrderId();
    const shipped = await setStatus(id, "shipped");
    expect(await shipped.json()).toMatchObject({ status: "shipped", ...shipment });
    // asking again changes nothing and sends nothing more
    expect((await setStatus(id, "shipped")).status).toBe(200);
    const emails = await shippedEmails(id);
    expect(emails).toHaveLength(1);
    const email = emails[0]!.outbox_emails;
    expect(email.subject).toMatch(/^Your order SO-\w+ has shipped/);
    expect(email.textBody).toContain("Blue Dart");
    expect(email.textBody).toContain("BD 4417 2210 9");
    expect((await setStatus(id, "delivered")).status).toBe(200);
    expect(await shippedEmails(id)).toHaveLength(1);
  });

  it("cancels a received order, which then stays cancelled", async () => {
    const id = await newOrderId();
    expect((await setStatus(id, "cancelled")).status).toBe(200);
    expect((await setStatus(id, "shipped")).status).toBe(409);
  });

  it("answers 400 for an unknown status and 404 for an unknown order", async () => {
    expect((await setStatus(await newOrderId(), "lost")).status).toBe(400);
    expect((await setStatus(randomUUID(), "shipped")).status).toBe(404);
    expect((await setStatus("not-a-uuid", "shipped")).status).toBe(404);
  });
});

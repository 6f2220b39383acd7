import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const setStatus = (id: string, status: unknown, headers: Record<string, string> = admin) =>
  server.fetch(`/api/shop/orders/${id}/status`, {
    method: "PATCH",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ status }),
  });

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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../app/lib/rate-limit.server";
import { createGearProductRow } from "../factories/gear-factory";
import { orderPayload } from "../fixtures/shop-order";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true", RATE_LIMITS: "true" });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
/** Each call from its own address unless a test means to share one (the limits are on here). */
const newAddress = () => `198.51.100.${++addressCount}`;
const call = (path: string, init: RequestInit = {}, address = newAddress()) =>
  server.fetch(path, {
    ...init,
    redirect: "manual",
    headers: { "x-forwarded-for": address, ...(init.headers as Record<string, string>) },
  });

async function newOrder(): Promise<{ reference: string; email: string }> {
  const product = await createGearProductRow(server.database.db);
  const payload = orderPayload([{ id: product.id }]);
  const response = await call("/api/shop/orders", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(201);
  return {
    reference: ((await response.json()) as { reference: string }).reference,
    email: payload.customer.email,
  };
}

const lookup = (reference: string, email: string, address?: string) =>
  call(`/api/shop/orders/lookup?${new URLSearchParams({ reference, email })}`, {}, address);

describe("GET /api/shop/orders/lookup", () => {
  it("shows the order for the right number and email, and the same 404 for either one wrong", async () => {
    const { reference, email } = await newOrder();
    const found = await lookup(reference.toLowerCase(), email.toUpperCase());
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("private, no-store");
    const view = await found.json();
    expect(view).toMatchObject({ reference, status: "received", courier: null, trackingNumber: null });
    expect(view).not.toHaveProperty("customer");

    const wrongEmail = await lookup(reference, "someone@example.com");
    const wrongReference = await lookup("SO-ZZZZZZ", email);
    expect(wrongEmail.status).toBe(404);
    expect(wrongReference.status).toBe(404);
    expect(await wrongEmail.text()).toBe(await wrongReference.text());
    const bad = await lookup("", "nope");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      "email",
      "reference",
    ]);
  });

  it("is limited per address, as booking lookups are, the page's form posts included", async () => {
    const { reference, email } = await newOrder();
    const address = newAddress();
    const { max } = RATE_LIMITS.lookup;
    for (let i = 0; i < max - 1; i++)
      expect((await lookup(reference, "x@example.com", address)).status).toBe(404);
    const form = await call(
      "/travel-gear-store/order",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "reference=x&email=y",
      },
      address,
    );
    expect(form.status).toBe(400);
    const refused = await lookup(reference, email, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await lookup(reference, email)).status).toBe(200);
  });
});

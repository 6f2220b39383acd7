import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gearOrderLines, gearOrders, outboxEmails } from "../../db/schema";
import { shopMessages } from "../../app/features/shop/shop-messages";
import { createGearProductRow } from "../factories/gear-factory";
import { orderPayload } from "../fixtures/shop-order";
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

const REFERENCE = /^SO-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

type ProductRow = Awaited<ReturnType<typeof createGearProductRow>>;

/** A cart line as the shop builds it: the product's public fields plus the choices. */
function cartLine(product: ProductRow, choices: Record<string, unknown> = {}) {
  return {
    id: product.id,
    name: product.name,
    price: product.pricePaise / 100,
    image: product.image,
    sizes: product.sizes,
    colors: product.colors,
    selectedSize: product.sizes[0] ?? "",
    selectedColor: product.colors[0] ?? "",
    quantity: 1,
    ...choices,
  };
}

function postOrder(body: unknown, headers: Record<string, string> = {}) {
  return server.fetch("/api/shop/orders", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const ordersFor = (email: string) =>
  server.database.db.select().from(gearOrders).where(eq(gearOrders.customerEmail, email));

describe("GET /api/shop/products", () => {
  it("lists the catalogue with the API's fields, prices in rupees with paise", async () => {
    const db = server.database.db;
    const made: ProductRow[] = [];
    for (let i = 0; i < 6; i++)
      made.push(await createGearProductRow(db, { pricePaise: 8999 + i, ratingTenths: 47 }));
    const response = await server.fetch("/api/shop/products");
    expect(response.status).toBe(200);
    const products = await response.json();
    expect(products.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(made.map((p) => p.id)));
    expect(products.find((p: { id: number }) => p.id === made[0]!.id)).toEqual({
      id: made[0]!.id,
      slug: made[0]!.slug,
      name: made[0]!.name,
      price: 89.99,
      price_paise: 8999,
      category: "accessories",
      image: made[0]!.image,
      description: made[0]!.description,
      features: ["Quick-dry", "Packable"],
      sizes: ["S", "M", "L"],
      colors: ["Olive", "Navy"],
      rating: 4.7,
      reviews: 12,
    });
  });
});

describe("POST /api/shop/orders", () => {
  it("prices every line from the catalogue, ignoring tampered prices and total", async () => {
    const db = server.database.db;
    const jacket = await createGearProductRow(db, { pricePaise: 8999 });
    const pack = await createGearProductRow(db, { pricePaise: 11_999, sizes: [], colors: ["Red", "Teal"] });
    const body = orderPayload([
      cartLine(jacket, { price: 0.01, selectedSize: "m", quantity: 2 }),
      cartLine(pack, { price: 1, selectedColor: "Teal" }),
    ]);
    const response = await postOrder(body);
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ success: true, message: shopMessages.placed });
    expect(answer.reference).toMatch(REFERENCE);
    expect(answer.order).toMatchObject({
      reference: answer.reference,
      customer: { name: "Kabir Rao", email: body.customer.email, city: "Pune" },
      paymentMethod: "cod",
      subtotal: 299.97,
      shipping: 0,
      total: 299.97,
      status: "received",
      items: [
        {
          product_id: jacket.id,
          size: "M",
          color: "Olive",
          quantity: 2,
          unit_price: 89.99,
          line_total: 179.98,
        },
        { product_id: pack.id, size: "", color: "Teal", quantity: 1, unit_price: 119.99, line_total: 119.99 },
      ],
    });
    expect(answer.order.customer).not.toHaveProperty("cardNumber");

    const [row] = await ordersFor(body.customer.email);
    expect(row).toMatchObject({ totalPaise: 29_997, subtotalPaise: 29_997, paymentMethod: "cod" });
    const lines = await db.select().from(gearOrderLines).where(eq(gearOrderLines.orderId, row!.id));
    expect(lines.map((l) => l.unitPricePaise).sort()).toEqual([11_999, 8999].sort());

    const [confirmation] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, body.customer.email));
    expect(confirmation?.textBody).toContain("₹299.97");
    expect(confirmation?.subject).toContain(answer.reference);
    const notices = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, server.config.AGENCY_EMAIL));
    expect(notices.some((mail) => mail.subject.includes(answer.reference))).toBe(true);
  });

  it("uses the first option when none was chosen, and UPI by default", async () => {
    const product = await createGearProductRow(server.database.db);
    const { paymentMethod: _omitted, ...body } = orderPayload([
      cartLine(product, { selectedSize: "", selectedColor: undefined }),
    ]);
    const response = await postOrder(body);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.paymentMethod).toBe("upi");
    expect(order.items[0]).toMatchObject({ size: "S", color: "Olive" });
  });

  it("answers 400 per field for a size, colour or product the shop does not have", async () => {
    const db = server.database.db;
    const product = await createGearProductRow(db);
    const sizeless = await createGearProductRow(db, { sizes: [] });
    const body = orderPayload([
      cartLine(product, { selectedSize: "XXXL" }),
      cartLine(product, { selectedColor: "Pink" }),
      cartLine(sizeless, { selectedSize: "M" }),
      cartLine(product, { id: 999_999 }),
      cartLine(product),
    ]);
    const response = await postOrder(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.errors).toEqual({
      "items.0.selectedSize": "Choose one of: S, M, L",
      "items.1.selectedColor": "Choose one of: Olive, Navy",
      "items.2.selectedSize": "This product has no size options",
      "items.3.id": shopMessages.unknownProduct,
    });
    expect(await ordersFor(body.customer.email)).toHaveLength(0);
  });

  it("answers 400 for an empty cart, a bad quantity, payment method or customer", async () => {
    const product = await createGearProductRow(server.database.db);
    const cases: [unknown, string[]][] = [
      [orderPayload([]), ["items"]],
      [orderPayload([cartLine(product, { quantity: 0 })]), ["items.0.quantity"]],
      [orderPayload([cartLine(product, { quantity: 11 })]), ["items.0.quantity"]],
      [orderPayload([cartLine(product, { id: "abc" })]), ["items.0.id"]],
      [orderPayload([cartLine(product)], { paymentMethod: "card" }), ["paymentMethod"]],
      [
        orderPayload([cartLine(product)], {
          customer: {
            name: " ",
            email: "nope",
            phone: "12345",
            address: "",
            city: "X",
            zip: "1",
            country: "IN",
          },
        }),
        ["customer.address", "customer.email", "customer.name", "customer.phone", "customer.zip"],
      ],
      [{ items: [cartLine(product)] }, ["customer"]],
    ];
    for (const [body, fields] of cases) {
      const response = await postOrder(body);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(Object.keys((await response.json()).errors).sort()).toEqual(fields);
    }
  });

  it("makes one order per Idempotency-Key and per double click", async () => {
    const product = await createGearProductRow(server.database.db);
    const keyed = orderPayload([cartLine(product)]);
    const key = randomUUID();
    const first = await postOrder(keyed, { "Idempotency-Key": key });
    const again = await postOrder(keyed, { "Idempotency-Key": key });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((await again.json()).reference).toBe((await first.json()).reference);
    expect(await ordersFor(keyed.customer.email)).toHaveLength(1);

    const clicked = orderPayload([cartLine(product)]);
    const answers = await Promise.all([postOrder(clicked), postOrder(clicked)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((r) => r.json()));
    expect(a.reference).toBe(b.reference);
    expect(a.order.items).toEqual(b.order.items);
    expect(await ordersFor(clicked.customer.email)).toHaveLength(1);
  });
});

describe("GET /api/shop/orders (admin)", () => {
  it("answers 401 anonymously and the orders, newest first with lines, to an admin", async () => {
    expect((await server.fetch("/api/shop/orders")).status).toBe(401);
    const product = await createGearProductRow(server.database.db);
    const older = await (await postOrder(orderPayload([cartLine(product)]))).json();
    const newer = await (await postOrder(orderPayload([cartLine(product, { quantity: 3 })]))).json();

    const response = await server.fetch("/api/shop/orders", { headers: admin });
    expect(response.status).toBe(200);
    const list = await response.json();
    const references = list.map((o: { reference: string }) => o.reference);
    expect(references.indexOf(newer.reference)).toBeLessThan(references.indexOf(older.reference));
    expect(list.find((o: { reference: string }) => o.reference === newer.reference)).toMatchObject({
      total: 149.97,
      items: [{ product_id: product.id, quantity: 3, unit_price: 49.99 }],
    });
    const found = await (
      await server.fetch(`/api/shop/orders?q=${older.reference}`, { headers: admin })
    ).json();
    expect(found.map((o: { reference: string }) => o.reference)).toEqual([older.reference]);
  });
});

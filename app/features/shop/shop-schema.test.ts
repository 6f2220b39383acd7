import { describe, expect, it } from "vitest";
import { orderInputSchema } from "./shop-schema";

const customer = {
  name: "Kabir",
  email: "K@Example.com",
  address: "12 Lake Road",
  city: "Pune",
  zip: "411001",
  country: "India",
};

describe("orderInputSchema", () => {
  it("keeps only the product id and the choices of each cart line, and drops card fields and the total", () => {
    const input = orderInputSchema.parse({
      customer: { ...customer, cardNumber: "4111111111111111", cardCVC: "123" },
      items: [{ id: "3", name: "Cap", price: 0.01, selectedSize: " M ", selectedColor: "Navy" }],
      total: 0.01,
    });
    expect(input).toEqual({
      customer: { ...customer, email: "k@example.com" },
      items: [{ id: 3, selectedSize: "M", selectedColor: "Navy", quantity: 1 }],
      paymentMethod: "upi",
      orderDate: null,
    });
  });

  it("refuses an empty cart, quantities outside 1-10 and an unknown payment method", () => {
    const line = { id: 1, selectedSize: "", selectedColor: "" };
    for (const body of [
      { customer, items: [] },
      { customer, items: [{ ...line, quantity: 0 }] },
      { customer, items: [{ ...line, quantity: 11 }] },
      { customer, items: [line], paymentMethod: "card" },
      { customer, items: [line], orderDate: "yesterday" },
      { customer, items: [line], orderDate: "0000-01-01T00:00:00Z" },
    ]) {
      expect(orderInputSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

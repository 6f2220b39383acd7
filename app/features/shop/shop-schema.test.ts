import { describe, expect, it } from "vitest";
import { orderInputSchema } from "./shop-schema";

const customer = {
  name: "Kabir",
  email: "K@Example.com",
  phone: "+91 98765 43210",
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
      customer: { ...customer, email: "k@example.com", phone: "+919876543210" },
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

  it("needs a phone number for the courier, checked as the booking's phone", () => {
    const line = { id: 1 };
    const phoneIssue = (phone?: string) =>
      orderInputSchema.safeParse({ customer: { ...customer, phone }, items: [line] }).error?.issues[0]
        ?.message;
    expect(phoneIssue(undefined)).toBe("Please enter your phone number");
    expect(phoneIssue("  ")).toBe("Please enter your phone number");
    expect(phoneIssue("12345")).toBe("Please enter a valid phone number (10-15 digits)");
    expect(phoneIssue("098765 43210")).toBeUndefined();
  });
});

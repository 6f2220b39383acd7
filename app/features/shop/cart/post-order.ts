import { HONEYPOT_FIELD } from "~/lib/honeypot";
import type { CartLine } from "./cart-store";
import type { PaymentMethod } from "../shop-schema";

export type OrderRequest = {
  customer: Record<"name" | "email" | "phone" | "address" | "city" | "zip" | "country", string>;
  lines: CartLine[];
  paymentMethod: PaymentMethod;
  honeypot: string;
};

type PostOrderOutcome =
  | { ok: true; reference: string | null }
  | { ok: false; message: string; fieldErrors: Record<string, string>; staleCart: boolean };

/** A key for one checkout attempt; getRandomValues works on plain-http origins too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** What makes two submits the same attempt: everything the server stores, not the moment of the click. */
export function attemptFingerprint(request: OrderRequest): string {
  return JSON.stringify([
    request.customer,
    request.lines.map((line) => [line.id, line.selectedSize, line.selectedColor, line.quantity]),
    request.paymentMethod,
    request.honeypot,
  ]);
}

/**
 * POST /api/shop/orders (docs/product.md §10.6). The same key goes with every retry of one attempt,
 * so a double click or a retry after a lost answer makes one order. Prices and total travel along
 * as the gear order of docs/product.md §3 has them, but the server prices every line from its own
 * catalogue.
 */
export async function postOrder(
  request: OrderRequest,
  attempt: { key: string; orderDate: string },
): Promise<PostOrderOutcome> {
  const body = {
    customer: request.customer,
    items: request.lines.map((line) => ({
      id: line.id,
      name: line.name,
      price: line.price_paise / 100,
      selectedSize: line.selectedSize,
      selectedColor: line.selectedColor,
      quantity: line.quantity,
    })),
    paymentMethod: request.paymentMethod,
    total: request.lines.reduce((sum, line) => sum + line.price_paise, 0) / 100,
    orderDate: attempt.orderDate,
    [HONEYPOT_FIELD]: request.honeypot,
  };
  let response: Response;
  try {
    response = await fetch("/api/shop/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": attempt.key },
      body: JSON.stringify(body),
    });
  } catch {
    return {
      ok: false,
      message: "We could not reach our server. Please check your connection and try again.",
      fieldErrors: {},
      staleCart: false,
    };
  }
  const answer = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    message?: string;
    reference?: string;
    errors?: Record<string, string>;
  };
  if (response.ok && answer.success !== false) return { ok: true, reference: answer.reference ?? null };

  const errors = answer.errors ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith("customer.")) fieldErrors[key.slice("customer.".length)] = message;
  }
  return {
    ok: false,
    message: answer.message ?? "Something went wrong on our side. Please try again.",
    fieldErrors,
    staleCart: Object.keys(errors).some((key) => key.startsWith("items")),
  };
}

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The feature-boundary rule of eslint.config.js, applied to a one-line import in a given file. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(`import * as probe from "${specifier}";\nexport { probe };\n`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("a feature imports another only through its public surface", () => {
  const inBookings = "app/features/bookings/probe.ts";

  it("refuses another feature's internals", async () => {
    for (const internal of [
      "~/features/shop/orders/order-pricing",
      "~/features/tours/catalogue/tour-catalogue.server",
      "../shop/cart/cart-store",
      "~/features/notifications/outbox/outbox-worker.server",
    ]) {
      expect(await boundaryErrors(inBookings, internal), internal).toHaveLength(1);
    }
  });

  it("allows its schemas, services, API description and components, and its own files", async () => {
    for (const surface of [
      "~/features/tours/tour-schema",
      "~/features/shop/shop-service.server",
      "~/features/shop/shop-openapi",
      "~/features/tours/catalogue/tour-card",
      "~/features/notifications/email/agency-contact.server",
      "~/features/notifications/push/push-service.server",
      "./emails/booking-emails.server",
      "./write/booking-writer.server",
      "../shop/orders/shop-emails.server",
      "~/features/notifications/email/email-content",
      "~/features/tours/destinations",
    ]) {
      expect(await boundaryErrors(inBookings, surface), surface).toEqual([]);
    }
  });

  it("keeps a sub-folder's internals private to its feature", async () => {
    const inShop = "app/features/shop/probe.ts";
    for (const internal of [
      "~/features/bookings/write/booking-writer.server",
      "~/features/bookings/lookup/booking-page-action.server",
      "../bookings/lists/booking-list.server",
    ]) {
      expect(await boundaryErrors(inShop, internal), internal).toHaveLength(1);
    }
    expect(await boundaryErrors(inShop, "~/features/bookings/payments/payment-policy")).toEqual([]);
    expect(await boundaryErrors(inShop, "~/features/bookings/departures/departure-schema")).toEqual([]);
  });

  it("lets a route import any feature module", async () => {
    expect(await boundaryErrors("app/routes/api/probe.ts", "~/features/shop/orders/order-pricing")).toEqual(
      [],
    );
  });
}, 120_000);

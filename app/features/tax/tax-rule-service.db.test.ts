import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingDocuments } from "../../../db/schema/index";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { createSixtyThousandBooking, upiPayment } from "../../../tests/factories/booking-factory";
import { recordPayment } from "~/features/bookings/payments/payment-service.server";
import type { DocumentContent } from "~/features/bookings/payments/documents/document-schema";
import { parseConfig } from "~/lib/env.server";
import { taxRuleMessages } from "./tax-rule-schema";
import { addTaxRule, listTaxRules, ruleInForce } from "./tax-rule-service.server";
import { tcsRegister } from "./tcs-register-service.server";

const database = useTestDatabase();
const config = parseConfig({ NODE_ENV: "test" });

/** An international booking of ₹60,000 with the buyer's PAN. */
const abroad = (overrides: Parameters<typeof createSixtyThousandBooking>[1] = {}) =>
  createSixtyThousandBooking(database.db, { international: true, customerPan: "ABCDE1234F", ...overrides });

async function receiptOf(paymentId: string) {
  const [row] = await database.db
    .select()
    .from(billingDocuments)
    .where(eq(billingDocuments.paymentId, paymentId));
  return row!.content as DocumentContent;
}

describe("tax rules by date", () => {
  it("hold FY 2025-26 and FY 2026-27 from the migration: TCS 5% up to ₹10 lakh, then a flat 2%", async () => {
    const rules = await listTaxRules(database.db);
    const tcs = rules.filter((rule) => rule.kind === "tcs_overseas_package");
    expect(tcs.slice(0, 2)).toMatchObject([
      {
        rate_percent: 5,
        threshold: 10_00_000,
        rate_above_threshold_percent: 20,
        rate_without_pan_percent: 20,
        effective_from: "2025-04-01",
        effective_to: "2026-03-31",
      },
      { rate_percent: 2, threshold: null, effective_from: "2026-04-01" },
    ]);
    expect(rules.find((rule) => rule.kind === "gst_tour_package")).toMatchObject({ rate_percent: 5 });
    expect((await ruleInForce(database.db, "tcs_overseas_package", "2026-03-31"))?.rate_percent).toBe(5);
    expect((await ruleInForce(database.db, "tcs_overseas_package", "2026-04-01"))?.rate_percent).toBe(2);
    expect(await ruleInForce(database.db, "tcs_overseas_package", "2025-03-31")).toBeNull();
  });

  it("an international booking paid in FY 2026-27 carries TCS at 2% on its receipt and in the register", async () => {
    const row = await abroad();
    const { payment } = await recordPayment(
      database.db,
      row.id,
      upiPayment(18_000, "2026-11-10"),
      "2026-11-10",
      {
        config,
      },
    );
    const receipt = await receiptOf(payment.id);
    expect(receipt.tcs).toEqual({
      legal_reference: "TCS on an overseas tour programme package under the Income-tax Act, 2025",
      parts: [{ base: 18_000_00, rate_percent: 2, amount: 360_00 }],
      amount: 360_00,
    });
    const register = await tcsRegister(database.db, "2026-27-Q3");
    expect(register).toMatchObject({ quarter: "2026-27-Q3", from: "2026-10-01", to: "2026-12-31" });
    expect(register.rows).toContainEqual({
      date: "2026-11-10",
      buyer: row.customerName,
      pan: "ABCDE1234F",
      amount_received: 18_000,
      tcs_collected: 360,
      rate: "2",
      document_number: payment.receipt_number,
      booking_reference: row.reference,
    });
    // not in another quarter
    expect((await tcsRegister(database.db, "2026-27-Q2")).rows.map((r) => r.booking_reference)).not.toContain(
      row.reference,
    );
  });

  it("a payment of FY 2025-26 keeps its 5% however late its receipt is written; no PAN, 20%", async () => {
    const row = await abroad();
    const late = await recordPayment(database.db, row.id, upiPayment(10_000, "2026-03-31"), "2026-04-03", {
      config,
    });
    expect((await receiptOf(late.payment.id)).tcs?.amount).toBe(500_00);
    const noPan = await abroad({ customerPan: null });
    const { payment } = await recordPayment(
      database.db,
      noPan.id,
      upiPayment(10_000, "2026-03-20"),
      "2026-03-20",
      {
        config,
      },
    );
    expect((await receiptOf(payment.id)).tcs?.amount).toBe(2_000_00);
    const register = await tcsRegister(database.db, "2025-26-Q4");
    expect(register.rows.find((r) => r.booking_reference === noPan.reference)).toMatchObject({
      pan: "",
      tcs_collected: 2_000,
      rate: "20",
    });
  });

  it("a rule added for a future day applies from that day, and the rule before ends the day before", async () => {
    await expect(
      addTaxRule(database.db, newRule("2030-04-01"), "2030-04-01"),
      "a rule from today is refused",
    ).rejects.toMatchObject({ errors: { effective_from: taxRuleMessages.effectiveFrom } });
    const added = await addTaxRule(database.db, newRule("2030-04-01"), "2030-03-01");
    expect(added).toMatchObject({ rate_percent: 3.5, effective_from: "2030-04-01", effective_to: null });
    await expect(addTaxRule(database.db, newRule("2030-04-01"), "2030-03-01")).rejects.toMatchObject({
      status: 409,
    });
    const rules = await listTaxRules(database.db);
    expect(rules.find((rule) => rule.effective_from === "2026-04-01")?.effective_to).toBe("2030-03-31");

    const row = await abroad({ travelDate: "2030-06-01" });
    const before = await recordPayment(database.db, row.id, upiPayment(10_000, "2030-03-31"), "2030-03-31", {
      config,
    });
    const from = await recordPayment(database.db, row.id, upiPayment(10_000, "2030-04-01"), "2030-04-01", {
      config,
    });
    expect((await receiptOf(before.payment.id)).tcs?.amount).toBe(200_00);
    expect((await receiptOf(from.payment.id)).tcs?.amount).toBe(350_00);

    // the invoice, issued later, adds up what each receipt collected under its own rule
    await recordPayment(database.db, row.id, upiPayment(40_000, "2030-04-20"), "2030-04-20", { config });
    const invoice = (
      await database.db.select().from(billingDocuments).where(eq(billingDocuments.bookingId, row.id))
    ).find((d) => d.kind === "invoice");
    const content = invoice!.content as DocumentContent;
    expect(content.tcs?.amount).toBe(200_00 + 350_00 + 1_400_00);
    expect(content.settles?.map((r) => r.tcs)).toEqual([200_00, 350_00, 1_400_00]);
  });

  it("a refund or cancellation does not take TCS collected out of the register", async () => {
    const row = await abroad();
    const { payment } = await recordPayment(
      database.db,
      row.id,
      upiPayment(20_000, "2026-12-01"),
      "2026-12-01",
      {
        config,
      },
    );
    await recordPayment(database.db, row.id, upiPayment(20_000, "2026-12-05", "refund"), "2026-12-05", {
      config,
    });
    const rows = (await tcsRegister(database.db, "2026-27-Q3")).rows.filter(
      (r) => r.booking_reference === row.reference,
    );
    expect(rows).toEqual([
      expect.objectContaining({ document_number: payment.receipt_number, tcs_collected: 400 }),
    ]);
  });
});

function newRule(effectiveFrom: string) {
  return {
    kind: "tcs_overseas_package" as const,
    rate_percent: 3.5,
    threshold: null,
    rate_above_threshold_percent: null,
    rate_without_pan_percent: null,
    effective_from: effectiveFrom,
    legal_reference: "TCS under the Income-tax Act, 2025",
    source: "A test's Finance Act",
  };
}

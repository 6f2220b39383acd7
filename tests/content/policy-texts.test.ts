import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The terms, the privacy page, the FAQ and the chat quote the payment policy's figures from
 * payment-policy.ts. The proof: with other figures in the module, the texts say the other figures.
 */
const policyPath = "~/features/bookings/payments/payment-policy";

async function textsWith(figures: Record<string, number>) {
  vi.resetModules();
  vi.doMock(policyPath, async (importOriginal) => ({ ...(await importOriginal<object>()), ...figures }));
  const legal = await import("~/features/content/legal-content");
  const faq = await import("~/features/content/faq-content");
  const chat = await import("~/features/chat/chat-script");
  const sections = [...legal.termsSections, ...legal.paymentPolicySections];
  return {
    legal: sections
      .flatMap((section) => [...(section.points ?? []), ...(section.paragraphs ?? [])])
      .join("\n"),
    faq: faq.faqEntries.map((entry) => entry.answer).join("\n"),
    chat: chat.suggestions.map((suggestion) => suggestion.answer).join("\n"),
  };
}

afterEach(() => {
  vi.doUnmock(policyPath);
  vi.resetModules();
});

describe("the policy texts follow payment-policy.ts", () => {
  it("say today's figures", async () => {
    const { legal, faq, chat } = await textsWith({});
    expect(legal).toContain(
      "A 30% advance (the deposit) confirms your booking; it counts towards the first 50%.",
    );
    expect(legal).toContain("The remaining 50% is due 7 days before departure.");
    expect(legal).toContain("Bookings made 8 to 15 days before departure pay 50% at the time of booking.");
    expect(chat).toContain("A 30% advance confirms your booking");
    // the FAQ's sum is 30 % inside 50 %, then 50 %: never 30 + 50 + 50
    expect(faq).toContain(
      "A 30% advance confirms your booking. 50% of the package price, the advance included, is due 15 days before departure, and the remaining 50% is due 7 days before departure.",
    );
  });

  it("say other figures when the module changes", async () => {
    const { legal, faq, chat } = await textsWith({
      ADVANCE_PERCENT: 25,
      FIRST_HALF_PERCENT: 60,
      FIRST_HALF_DAYS_BEFORE: 21,
      FULL_PAYMENT_DAYS_BEFORE: 10,
      LATE_CANCELLATION_PERCENT: 75,
      EARLY_CHANGE_PERCENT_OF_DEPOSIT: 40,
      LATE_CHANGE_PERCENT_OF_DEPOSIT: 90,
    });
    for (const text of [legal, faq, chat]) {
      expect(text).not.toMatch(/\b(30|50|100)%/);
      expect(text).not.toMatch(/\b(7|15) days/);
    }
    expect(legal).toContain(
      "A 25% advance (the deposit) confirms your booking; it counts towards the first 60%.",
    );
    expect(legal).toContain("The remaining 40% is due 10 days before departure.");
    expect(legal).toContain("Bookings made 11 to 21 days before departure pay 60% at the time of booking.");
    expect(legal).toContain("modification charges of 90% of the deposit");
    expect(faq).toContain("costs 75% of the package price");
    expect(chat).toContain("A 25% advance confirms your booking");
    expect(chat).toContain("Cancelling 21 to 10 days before departure costs 75%");
  });
});

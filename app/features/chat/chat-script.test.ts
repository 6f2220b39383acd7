import { describe, expect, it } from "vitest";
import {
  CONTACT_FOR_MORE,
  chatTexts,
  contactForMore,
  leadSent,
  mobileDigits,
  questionPicked,
  remainingSuggestions,
  startChat,
  suggestions,
  visitorTyped,
  type ChatState,
} from "./chat-script";

const lastBot = (state: ChatState) => state.messages.filter((m) => m.from === "bot").at(-1)?.text;

function inChat(): ChatState {
  let state = startChat("Safarnama Travels");
  state = visitorTyped(state, "Asha");
  state = visitorTyped(state, "98765 43210");
  return leadSent(state, true);
}

describe("chat assistant script", () => {
  it("welcomes, asks the name, then the mobile number", () => {
    let state = startChat("Safarnama Travels");
    expect(state.step).toBe("name");
    expect(lastBot(state)).toBe(chatTexts.askName);
    state = visitorTyped(state, "   ");
    expect(state.messages).toHaveLength(2);
    state = visitorTyped(state, "  Asha ");
    expect(state).toMatchObject({ step: "mobile", name: "Asha" });
    expect(lastBot(state)).toBe(chatTexts.askMobile("Asha"));
  });

  it("takes 10 to 12 digits and says the chat's message otherwise", () => {
    expect(mobileDigits("9876543210")).toBe("9876543210");
    expect(mobileDigits("91 98765-43210")).toBe("919876543210");
    expect(mobileDigits("123456789")).toBeNull();
    expect(mobileDigits("1234567890123")).toBeNull();
    expect(mobileDigits("98765abc10")).toBeNull();

    let state = visitorTyped(startChat("S"), "Asha");
    state = visitorTyped(state, "12345");
    expect(state.step).toBe("mobile");
    expect(lastBot(state)).toBe("Please enter a valid mobile number (10-12 digits)");
    state = visitorTyped(state, "9876543210");
    expect(state).toMatchObject({ step: "saving", phone: "9876543210" });
  });

  it("opens chat mode after the lead is sent, apologising when saving failed", () => {
    expect(inChat().step).toBe("chat");
    let state = visitorTyped(visitorTyped(startChat("S"), "Asha"), "9876543210");
    state = leadSent(state, false);
    expect(state.step).toBe("chat");
    expect(lastBot(state)).toBe("Sorry, there was an issue saving your information. Please try again later.");
  });

  it("answers each suggested question once and hands over to WhatsApp after the sixth", () => {
    let state = inChat();
    expect(remainingSuggestions(state)).toHaveLength(6);
    state = questionPicked(state, suggestions[0]!.question);
    expect(lastBot(state)).toMatch(/2-3 weeks .* 4-6 weeks/);
    expect(questionPicked(state, suggestions[0]!.question)).toBe(state);
    for (const suggestion of suggestions.slice(1, 5)) state = questionPicked(state, suggestion.question);
    expect(state.step).toBe("chat");
    state = questionPicked(state, suggestions[5]!.question);
    expect(state.step).toBe("handoff");
    expect(lastBot(state)).toBe(chatTexts.handoff);
  });

  it("hands over at once on 'Contact for more details'", () => {
    const state = contactForMore(inChat());
    expect(state.step).toBe("handoff");
    expect(state.messages.at(-2)).toMatchObject({ from: "visitor", text: CONTACT_FOR_MORE });
  });

  it("answers typed questions by keyword", () => {
    expect(lastBot(visitorTyped(inChat(), "Is INSURANCE part of it?"))).toMatch(/not included/);
    expect(lastBot(visitorTyped(inChat(), "Do you have pets?"))).toBe(chatTexts.unknown);
  });

  it("the chat's fixed answers", () => {
    const answers = suggestions.map((s) => s.answer).join(" ");
    expect(answers).toContain("30% advance");
    expect(answers).toContain("balance is due before departure");
    expect(answers).toContain("not included");
  });
});

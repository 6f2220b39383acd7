/**
 * The chat assistant's conversation (docs/product.md §4, §5 and §9) as pure state changes:
 * welcome → name → mobile → (lead saved) → chat with six suggested questions → WhatsApp.
 * The component (chat-assistant.tsx) does the sending and the timing.
 */
import {
  ADVANCE_PERCENT,
  FIRST_HALF_DAYS_BEFORE,
  FULL_PAYMENT_DAYS_BEFORE,
  LATE_CANCELLATION_PERCENT,
} from "~/features/bookings/payments/payment-policy";

export type ChatStep = "name" | "mobile" | "saving" | "chat" | "handoff";

export type ChatMessage = { id: number; from: "bot" | "visitor"; text: string };

export type ChatState = {
  step: ChatStep;
  messages: ChatMessage[];
  name: string;
  phone: string;
  /** the suggested questions already asked, in order */
  asked: string[];
};

type Suggestion = { question: string; answer: string; keywords: string[] };

export const suggestions: readonly Suggestion[] = [
  {
    question: "How far in advance should I book?",
    answer:
      "We recommend booking 2-3 weeks ahead for domestic trips and 4-6 weeks ahead for international trips.",
    keywords: ["advance", "how early", "when should", "ahead"],
  },
  {
    question: "How do I confirm my booking?",
    answer: `A ${ADVANCE_PERCENT}% advance confirms your booking; the balance is due before departure.`,
    keywords: ["confirm", "deposit", "payment", "pay"],
  },
  {
    question: "Is travel insurance included?",
    answer:
      "Travel insurance is not included in our packages. We recommend a policy that covers your whole trip.",
    keywords: ["insurance", "insured"],
  },
  {
    question: "What is your cancellation policy?",
    answer: `The deposit is non-refundable. Cancelling ${FIRST_HALF_DAYS_BEFORE} to ${FULL_PAYMENT_DAYS_BEFORE} days before departure costs ${LATE_CANCELLATION_PERCENT}%; within ${FULL_PAYMENT_DAYS_BEFORE} days of departure there is no refund.`,
    keywords: ["cancel", "refund"],
  },
  {
    question: "Which destinations do you cover?",
    answer:
      "Leh Ladakh, Meghalaya, Tawang, Kerala, Spiti Valley, Kashmir, Andaman and Manali, plus a few trips abroad.",
    keywords: ["destination", "where", "places", "cover"],
  },
  {
    question: "Can you plan a custom trip for me?",
    answer:
      "Yes. Tell us your dates, budget and interests, and a travel expert will plan an itinerary around them.",
    keywords: ["custom", "tailor", "personal", "plan"],
  },
];

export const CONTACT_FOR_MORE = "Contact for more details";
/** docs/product.md §9: WhatsApp opens one second after the hand-off message. */
export const HANDOFF_DELAY_MS = 1000;

export const chatTexts = {
  welcome: (agency: string) =>
    `Hello! I'm the ${agency} travel assistant. I can answer common questions and have an expert call you.`,
  askName: "May I know your name?",
  askMobile: (name: string) => `Nice to meet you, ${name}! What is your mobile number?`,
  invalidMobile: "Please enter a valid mobile number (10-12 digits)",
  saved: (name: string) =>
    `Thank you, ${name}! Our travel expert will call you soon. Meanwhile, pick a question below or type your own.`,
  saveFailed: "Sorry, there was an issue saving your information. Please try again later.",
  unknown: `I'm not sure about that one. Pick a question below, or choose '${CONTACT_FOR_MORE}' to talk to an expert.`,
  handoff: "Connecting you with a travel expert on WhatsApp…",
} as const;

/** docs/product.md §5: 10 to 12 digits; the spaces and dashes people type between them are dropped. */
export function mobileDigits(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, "");
  return /^\d{10,12}$/.test(digits) ? digits : null;
}

function say(state: ChatState, from: ChatMessage["from"], text: string): ChatMessage[] {
  const id = (state.messages.at(-1)?.id ?? 0) + 1;
  return [...state.messages, { id, from, text }];
}

function saying(state: ChatState, ...lines: [ChatMessage["from"], string][]): ChatState {
  return lines.reduce((next, [from, text]) => ({ ...next, messages: say(next, from, text) }), state);
}

export function startChat(agency: string): ChatState {
  const empty: ChatState = { step: "name", messages: [], name: "", phone: "", asked: [] };
  return saying(empty, ["bot", chatTexts.welcome(agency)], ["bot", chatTexts.askName]);
}

export function remainingSuggestions(state: ChatState): Suggestion[] {
  return suggestions.filter((suggestion) => !state.asked.includes(suggestion.question));
}

/** What the visitor typed and sent. Blank input is ignored (docs/product.md §5). */
export function visitorTyped(state: ChatState, input: string): ChatState {
  const text = input.trim();
  if (text === "") return state;
  switch (state.step) {
    case "name":
      return {
        ...saying(state, ["visitor", text], ["bot", chatTexts.askMobile(text)]),
        step: "mobile",
        name: text,
      };
    case "mobile": {
      const phone = mobileDigits(text);
      if (!phone) return saying(state, ["visitor", text], ["bot", chatTexts.invalidMobile]);
      return { ...saying(state, ["visitor", text]), step: "saving", phone };
    }
    case "chat": {
      const needle = text.toLowerCase();
      const match = suggestions.find((s) => s.keywords.some((keyword) => needle.includes(keyword)));
      return saying(state, ["visitor", text], ["bot", match ? match.answer : chatTexts.unknown]);
    }
    default:
      return state;
  }
}

/** The lead was sent to the server: either way the visitor may go on asking. */
export function leadSent(state: ChatState, ok: boolean): ChatState {
  if (state.step !== "saving") return state;
  return { ...saying(state, ["bot", ok ? chatTexts.saved(state.name) : chatTexts.saveFailed]), step: "chat" };
}

/** A suggested question picked; after the sixth the chat hands over to WhatsApp. */
export function questionPicked(state: ChatState, question: string): ChatState {
  const suggestion = suggestions.find((s) => s.question === question);
  if (state.step !== "chat" || !suggestion || state.asked.includes(question)) return state;
  const next = {
    ...saying(state, ["visitor", question], ["bot", suggestion.answer]),
    asked: [...state.asked, question],
  };
  return next.asked.length === suggestions.length ? handOff(next) : next;
}

export function contactForMore(state: ChatState): ChatState {
  if (state.step !== "chat") return state;
  return handOff(saying(state, ["visitor", CONTACT_FOR_MORE]));
}

function handOff(state: ChatState): ChatState {
  return { ...saying(state, ["bot", chatTexts.handoff]), step: "handoff" };
}

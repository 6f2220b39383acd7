import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { CloseIcon, SendIcon } from "~/components/ui/icons";
import { DEFAULT_WHATSAPP_MESSAGE, whatsappLink } from "~/lib/whatsapp";
import {
  CONTACT_FOR_MORE,
  HANDOFF_DELAY_MS,
  contactForMore,
  leadSent,
  questionPicked,
  remainingSuggestions,
  startChat,
  visitorTyped,
  type ChatStep,
} from "./chat-script";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

const inputLabels: Record<ChatStep, string> = {
  name: "Your name",
  mobile: "Your mobile number",
  saving: "Your mobile number",
  chat: "Your question",
  handoff: "Your question",
};

async function sendLead(name: string, phone: string): Promise<boolean> {
  try {
    const response = await fetch("/api/contact/chatbot", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, phone, timestamp: new Date().toISOString() }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

type ChatAssistantProps = {
  agencyName: string;
  whatsappNumber: string;
  onClose: () => void;
  /** the widget's main button, where focus goes back on Escape */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The chat assistant's panel. Mounted fresh each time it opens, so reopening starts over
 * (docs/product.md §4). A non-modal dialog: the page stays usable beside it.
 */
export function ChatAssistant({ agencyName, whatsappNumber, onClose, returnFocusTo }: ChatAssistantProps) {
  const [chat, setChat] = useState(() => startChat(agencyName));
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const whatsapp = whatsappLink(whatsappNumber, DEFAULT_WHATSAPP_MESSAGE);

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length]);

  useEffect(() => {
    if (chat.step !== "saving") return;
    let current = true;
    void sendLead(chat.name, chat.phone).then((ok) => {
      if (!current) return;
      setChat((state) => leadSent(state, ok));
    });
    return () => {
      current = false;
    };
  }, [chat.step, chat.name, chat.phone]);

  useEffect(() => {
    if (chat.step !== "handoff") return;
    const timer = window.setTimeout(() => window.open(whatsapp, "_blank", "noopener"), HANDOFF_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [chat.step, whatsapp]);

  useEffect(() => {
    if (chat.step === "chat") inputRef.current?.focus();
  }, [chat.step]);

  const inputDisabled = chat.step === "saving" || chat.step === "handoff";
  const suggestionsLeft = chat.step === "chat" ? remainingSuggestions(chat) : [];

  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="flex h-[min(34rem,calc(100svh-7rem))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
          returnFocusTo.current?.focus();
        }
      }}
    >
      <div className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
        <div>
          <h2 id={`${id}-title`} className="font-display text-lg font-bold">
            Travel Assistant
          </h2>
          <p className="text-xs text-brand-100">Usually replies instantly</p>
        </div>
        <button
          type="button"
          onClick={() => {
            onClose();
            returnFocusTo.current?.focus();
          }}
          aria-label="Close chat"
          className="rounded-full p-2 hover:bg-white/15"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        tabIndex={0}
        className="flex-1 space-y-2 overflow-y-auto bg-slate-50 px-3 py-4"
      >
        {chat.messages.map((message) => (
          <p
            key={message.id}
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-5 ${
              message.from === "bot"
                ? "mr-auto rounded-bl-sm bg-white text-slate-800 ring-1 ring-slate-200"
                : "ml-auto rounded-br-sm bg-brand-700 text-white"
            }`}
          >
            <span className="sr-only">{message.from === "bot" ? "Assistant: " : "You: "}</span>
            {message.text}
          </p>
        ))}
        {chat.step === "saving" && <p className="text-xs text-slate-600">Saving your details…</p>}
        {chat.step === "handoff" && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="mr-auto inline-block rounded-full bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
          >
            Open WhatsApp
          </a>
        )}
      </div>
      {chat.step === "chat" && (
        <ul
          aria-label="Suggested questions"
          className="flex max-h-36 flex-wrap gap-2 overflow-y-auto border-t border-slate-200 px-3 py-2"
        >
          {suggestionsLeft.map((suggestion) => (
            <li key={suggestion.question}>
              <button
                type="button"
                onClick={() => setChat((state) => questionPicked(state, suggestion.question))}
                className="rounded-full border border-brand-700 px-3 py-1 text-left text-xs font-medium text-brand-800 hover:bg-brand-50"
              >
                {suggestion.question}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => setChat(contactForMore)}
              className="rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold text-slate-900 hover:bg-accent-400"
            >
              {CONTACT_FOR_MORE}
            </button>
          </li>
        </ul>
      )}
      {(chat.step === "name" || chat.step === "mobile") && (
        <div className="border-t border-slate-200 px-3 pt-2">
          <PrivacyNoticeLink purpose="to call you back about your trip" />
        </div>
      )}
      <form
        className="flex items-center gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          setChat((state) => visitorTyped(state, draft));
          setDraft("");
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {inputLabels[chat.step]}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={inputDisabled}
          type={chat.step === "mobile" ? "tel" : "text"}
          autoComplete={chat.step === "name" ? "name" : chat.step === "mobile" ? "tel" : "off"}
          placeholder={chat.step === "chat" ? "Type your question…" : `${inputLabels[chat.step]}…`}
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          disabled={inputDisabled || draft.trim() === ""}
          aria-label="Send"
          className="rounded-full bg-brand-700 p-2.5 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendIcon className="h-5 w-5" />
        </button>
      </form>
    </div>
  );
}

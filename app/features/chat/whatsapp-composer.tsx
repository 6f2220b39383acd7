import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { CloseIcon, WhatsAppIcon } from "~/components/ui/icons";
import { DEFAULT_WHATSAPP_MESSAGE, whatsappLink } from "~/lib/whatsapp";

type WhatsAppComposerProps = {
  whatsappNumber: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The widget's WhatsApp choice: a message to edit, then a link that opens WhatsApp with it. */
export function WhatsAppComposer({ whatsappNumber, onClose, returnFocusTo }: WhatsAppComposerProps) {
  const [message, setMessage] = useState<string>(DEFAULT_WHATSAPP_MESSAGE);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const close = () => {
    onClose();
    returnFocusTo.current?.focus();
  };

  useEffect(() => textRef.current?.focus(), []);

  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="w-[calc(100vw-2rem)] max-w-sm overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="flex items-center justify-between bg-green-800 px-4 py-3 text-white">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-display text-lg font-bold">
          <WhatsAppIcon className="h-5 w-5" />
          Chat on WhatsApp
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close WhatsApp message"
          className="rounded-full p-2 hover:bg-white/15"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="space-y-3 p-4">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          Your message
        </label>
        <textarea
          ref={textRef}
          id={`${id}-message`}
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <a
          href={whatsappLink(whatsappNumber, message.trim() || DEFAULT_WHATSAPP_MESSAGE)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex w-full items-center justify-center gap-2 rounded-full bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          Send on WhatsApp
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

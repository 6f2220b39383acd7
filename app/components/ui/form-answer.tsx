import { useEffect, useRef } from "react";
import { Notice } from "./notice";

/**
 * The answer to a form of a long page, shown at the form that was sent and focused there, so the
 * page moves to it and a screen reader reads it (issue 38: the booking page's answers were 3,600 px
 * from where it landed). With JavaScript an effect focuses it each time an answer comes (the form
 * keeps the scroll: `preventScrollReset`); without, the server's HTML carries `autofocus`, which a
 * browser applies on load (an #anchor in the action would stop it: a fragment wins over autofocus).
 */
export function FormAnswer({ answer }: { answer: { ok: boolean; message: string } | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  if (!answer) return null;
  return (
    <div ref={ref} tabIndex={-1} autoFocus className="scroll-mt-24 outline-none" data-form-answer="">
      <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>
    </div>
  );
}

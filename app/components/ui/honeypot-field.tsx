import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** The bot trap of app/lib/honeypot.ts: off screen, out of the tab order, hidden from screen readers. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

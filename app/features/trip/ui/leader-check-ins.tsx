import { useCallback, useEffect, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { formatIndiaDateTime, todayInIndia } from "~/lib/dates";
import { readQueue, sendQueue, writeQueue, type QueuedCheckIn } from "./check-in-queue";

type Sent = {
  id?: string;
  moment: string;
  day: string;
  present: number;
  expected: number;
  recorded_at: string;
};

/**
 * The leader's page without signal: the service worker keeps the page after one visit, this
 * says whether the phone is online and when the page's data was fetched, and the headcount
 * form keeps ticks made offline until they can be sent.
 */
export function LeaderCheckIns({
  token,
  travellers,
  updatedAt,
  recorded,
}: {
  token: string;
  travellers: number;
  updatedAt: string;
  recorded: Sent[];
}) {
  const [online, setOnline] = useState(true);
  const [kept, setKept] = useState(false);
  const [waiting, setWaiting] = useState<QueuedCheckIn[]>([]);
  const [status, setStatus] = useState("");

  const flush = useCallback(async () => {
    const { waiting: left, sent } = await sendQueue(token);
    setWaiting(left);
    if (sent > 0) setStatus(`${sent} ${sent === 1 ? "headcount" : "headcounts"} sent to the agency.`);
  }, [token]);

  useEffect(() => {
    setOnline(navigator.onLine);
    setWaiting(readQueue(token));
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    if (navigator.onLine) void flush();
    if ("serviceWorker" in navigator) {
      const onMessage = (event: MessageEvent) => {
        if ((event.data as { type?: string } | null)?.type === "kept") setKept(true);
      };
      navigator.serviceWorker.addEventListener("message", onMessage);
      void navigator.serviceWorker
        .register("/trip-sw.js", { scope: "/trip/" })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          const urls = [
            window.location.href,
            ...performance
              .getEntriesByType("resource")
              .map((entry) => entry.name)
              .filter((name) => name.startsWith(window.location.origin)),
          ];
          registration.active?.postMessage({ type: "keep", urls });
        })
        .catch(() => undefined);
      return () => {
        window.removeEventListener("online", up);
        window.removeEventListener("offline", down);
        navigator.serviceWorker.removeEventListener("message", onMessage);
      };
    }
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
    };
  }, [token, flush]);

  function tick(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const present = Number(data.get("present"));
    const item: QueuedCheckIn = {
      idempotency_key: crypto.randomUUID(),
      moment: data.get("moment") === "evening" ? "evening" : "morning",
      day: todayInIndia(),
      present: Number.isInteger(present) && present >= 0 ? present : 0,
      expected: travellers,
      note: String(data.get("note") ?? "").trim(),
      recorded_at: new Date().toISOString(),
    };
    writeQueue(token, [...readQueue(token), item]);
    setWaiting(readQueue(token));
    setStatus(
      navigator.onLine
        ? "Headcount recorded: sending…"
        : "Headcount recorded on this phone: it will be sent when there is signal.",
    );
    void flush();
  }

  return (
    <section
      aria-labelledby="check-in-heading"
      className="rounded-2xl bg-white p-5 shadow ring-1 ring-slate-200"
    >
      <p
        className={`rounded-lg px-3 py-2 text-sm font-medium ${online ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
      >
        {online ? "Online." : "No signal: showing the copy kept on this phone."} Last updated{" "}
        <time dateTime={updatedAt}>{formatIndiaDateTime(updatedAt)}</time>.
        {kept ? " Kept for use without signal." : ""}
      </p>
      <h2 id="check-in-heading" className="mt-4 text-xl font-bold text-slate-900">
        Headcount
      </h2>
      <form onSubmit={tick} className="mt-3 space-y-3">
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-semibold text-slate-700">When</legend>
          <label className="flex items-center gap-2 text-slate-800">
            <input type="radio" name="moment" value="morning" defaultChecked /> Morning
          </label>
          <label className="flex items-center gap-2 text-slate-800">
            <input type="radio" name="moment" value="evening" /> Evening
          </label>
        </fieldset>
        <label className="block text-sm font-semibold text-slate-700">
          Travellers present (of {travellers})
          <input
            name="present"
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={travellers}
            className="mt-1 block w-32 rounded-lg border border-slate-400 px-3 py-2 text-base"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-700">
          Note (optional)
          <input
            name="note"
            maxLength={500}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
          />
        </label>
        <button type="submit" className={buttonClass("primary", "md")}>
          Record headcount
        </button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-sm text-slate-700">
        {status}
      </p>
      {waiting.length > 0 && (
        <p className="text-sm font-medium text-amber-900">
          Waiting to send: {waiting.length} {waiting.length === 1 ? "headcount" : "headcounts"}
        </p>
      )}
      {recorded.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Sent to the agency</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {recorded.slice(0, 10).map((c) => (
              <li key={c.id ?? c.recorded_at}>
                {c.day} {c.moment}: {c.present} of {c.expected}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

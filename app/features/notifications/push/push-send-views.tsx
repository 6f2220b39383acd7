import { formatIndiaDateTime } from "~/lib/dates";
import type { PushSendJson } from "./push-json";

/** What one send achieved, in words. */
export function sendSummary(send: Pick<PushSendJson, "sent" | "removed" | "failed">): string {
  return `Sent ${send.sent}, removed ${send.removed}, failed ${send.failed}`;
}

/** The admin's record of past push messages: a table on wide screens, cards on a phone. */
export function PushSendHistory({ sends }: { sends: PushSendJson[] }) {
  if (sends.length === 0) return <p className="text-sm text-slate-600">Nothing sent yet.</p>;
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">Notifications sent, newest first</caption>
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              When
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Message
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Sent
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Removed
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Failed
            </th>
            <th scope="col" className="py-2 font-semibold">
              By
            </th>
          </tr>
        </thead>
        <tbody>
          {sends.map((send) => (
            <tr key={send.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{formatIndiaDateTime(send.created_at)}</td>
              <td className="py-2 pr-3">
                <span className="font-medium text-slate-900">{send.title}</span>
                <span className="block text-slate-700">{send.body}</span>
                <span className="block break-all text-slate-600">{send.url}</span>
              </td>
              <td className="py-2 pr-3">{send.sent}</td>
              <td className="py-2 pr-3">{send.removed}</td>
              <td className="py-2 pr-3">{send.failed}</td>
              <td className="py-2">{send.sent_by}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label="Notifications sent, newest first">
        {sends.map((send) => (
          <li key={send.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <p className="font-medium text-slate-900">{send.title}</p>
            <p className="text-slate-700">{send.body}</p>
            <p className="break-all text-slate-600">{send.url}</p>
            <p className="mt-2 text-slate-800">{sendSummary(send)}</p>
            <p className="text-slate-600">
              {formatIndiaDateTime(send.created_at)} · {send.sent_by}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

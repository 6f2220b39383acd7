/**
 * The leader's headcounts waiting to be sent, kept in the phone's storage so that a tick made
 * without signal survives a reload and goes out once the signal returns. Each carries its own
 * idempotency key: the server stores it once however often it arrives.
 */
export type QueuedCheckIn = {
  idempotency_key: string;
  moment: "morning" | "evening";
  day: string;
  present: number;
  expected: number;
  note: string;
  recorded_at: string;
};

const storageKey = (token: string) => `safarnama-trip-check-ins:${token.slice(0, 36)}`;

export function readQueue(token: string): QueuedCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(token)) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedCheckIn[]) : [];
  } catch {
    return [];
  }
}

export function writeQueue(token: string, queue: readonly QueuedCheckIn[]): void {
  localStorage.setItem(storageKey(token), JSON.stringify(queue));
}

/**
 * Sends what waits, oldest first; keeps what could not be sent (no signal, a server error) and
 * drops what the server answered (stored, or refused for good). Returns what is still waiting.
 */
export async function sendQueue(token: string): Promise<{ waiting: QueuedCheckIn[]; sent: number }> {
  let sent = 0;
  for (const item of readQueue(token)) {
    let settled = false;
    try {
      const response = await fetch(`/api/trip/${token}/check-ins`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(item),
      });
      settled = response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
      if (response.ok) sent += 1;
    } catch {
      settled = false;
    }
    if (settled)
      writeQueue(
        token,
        readQueue(token).filter((q) => q.idempotency_key !== item.idempotency_key),
      );
  }
  return { waiting: readQueue(token), sent };
}

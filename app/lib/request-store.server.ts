import { AsyncLocalStorage } from "node:async_hooks";
import type { StaffRole } from "../../domain/staff-values";

/** What one request knows about its caller, for code that is not handed the request (audit log). */
type RequestStore = {
  clientAddress: string;
  /** the request's id (X-Request-Id), on every log line written while it runs */
  requestId?: string;
  /** where the visitor first came from (first-touch cookie), for the leads and bookings it makes */
  firstTouch?: Record<"utmSource" | "utmMedium" | "utmCampaign" | "referrer", string>;
  /** set by requireAdmin once the caller is known to be this admin */
  admin?: { adminId: string; loginId: string; role: StaffRole };
};

/**
 * server/app.ts runs every request inside `runWithRequestStore`. The server and the built app
 * bundle each load their own copy of this module, so the storage lives on globalThis: both copies
 * must share one instance.
 */
const KEY = Symbol.for("safarnama.requestStore");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestStore> | undefined>;
const storage: AsyncLocalStorage<RequestStore> = (holder[KEY] ??= new AsyncLocalStorage<RequestStore>());

export function runWithRequestStore<T>(store: RequestStore, work: () => T): T {
  return storage.run(store, work);
}

/** The current request's store, or undefined outside a request (CLI scripts, background work). */
export function currentRequest(): RequestStore | undefined {
  return storage.getStore();
}

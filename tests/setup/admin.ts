import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { createAdmin, createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";

/** A fresh admin and a Bearer header for it: `fetch(url, { headers: await adminHeaders(db) })`. */
export async function adminHeaders(db: Db): Promise<Record<string, string>> {
  const admin = await createAdmin(db, `admin-${randomUUID().slice(0, 8)}`, "correct horse battery");
  const token = await createApiToken(db, admin.id, "tests");
  return { Authorization: `Bearer ${token}` };
}

/** Fetches a path of the server under test: a test server's `fetch`, or one bound to a URL. */
export type FetchPath = (pathname: string, init?: RequestInit) => Promise<Response>;

/** POST /api/auth/login as the login screen sends it; a string body goes as it is (malformed JSON). */
export function postLogin(fetchPath: FetchPath, body: unknown, headers: Record<string, string> = {}) {
  return fetchPath("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

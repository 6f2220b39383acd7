import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { createAdmin, createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";

/** A fresh admin and a Bearer header for it: `fetch(url, { headers: await adminHeaders(db) })`. */
export async function adminHeaders(db: Db): Promise<Record<string, string>> {
  const admin = await createAdmin(db, `admin-${randomUUID().slice(0, 8)}`, "correct horse battery");
  const token = await createApiToken(db, admin.id, "tests");
  return { Authorization: `Bearer ${token}` };
}

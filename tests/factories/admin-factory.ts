import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { createAdmin } from "../../app/features/admin-auth/admin-auth-service.server";

/** An admin with a unique ID; returns the password too, so a test can log in with it. */
export async function createAdminRow(db: Db, overrides: { loginId?: string; password?: string } = {}) {
  const loginId = overrides.loginId ?? `admin-${randomUUID().slice(0, 8)}`;
  const password = overrides.password ?? `pass-${randomUUID()}`;
  const admin = await createAdmin(db, loginId, password);
  return { ...admin, password };
}

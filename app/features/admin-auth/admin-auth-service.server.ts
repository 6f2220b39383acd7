import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminApiTokens, adminSessions, adminUsers } from "../../../db/schema";

export const SESSION_COOKIE = "sf_admin";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const API_TOKEN_PREFIX = "sfk_";

export type AdminIdentity = { adminId: string; loginId: string; via: "session" | "token" };

/** argon2id (the library's default algorithm) with its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Tokens are stored only as SHA-256: reading the table hands out no sessions. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function createAdmin(db: Db, loginId: string, password: string) {
  const [row] = await db
    .insert(adminUsers)
    .values({ loginId, passwordHash: await hashPassword(password) })
    .returning({ id: adminUsers.id, loginId: adminUsers.loginId });
  if (!row) throw new Error("admin insert returned nothing");
  return row;
}

export async function findAdminByLoginId(db: Db, loginId: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.loginId, loginId)).limit(1);
  return row ?? null;
}

export async function createSession(db: Db, adminId: string, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(adminSessions).values({ tokenHash: tokenHash(token), adminId, expiresAt });
  // expired sessions of anyone are swept on the way
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)));
}

export async function findAdminBySession(db: Db, token: string, now = new Date()): Promise<AdminIdentity | null> {
  const [row] = await db
    .select({ adminId: adminUsers.id, loginId: adminUsers.loginId })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, tokenHash(token)), gt(adminSessions.expiresAt, now)))
    .limit(1);
  return row ? { ...row, via: "session" } : null;
}

/** A long-lived API token for scripts and other clients; shown once, stored hashed. */
export async function createApiToken(db: Db, adminId: string, name = "") {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  await db.insert(adminApiTokens).values({ adminId, name, tokenHash: tokenHash(token) });
  return token;
}

export async function findAdminByApiToken(db: Db, token: string): Promise<AdminIdentity | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ id: adminApiTokens.id, adminId: adminUsers.id, loginId: adminUsers.loginId })
    .from(adminApiTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, adminApiTokens.adminId))
    .where(eq(adminApiTokens.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row) return null;
  await db.update(adminApiTokens).set({ lastUsedAt: new Date() }).where(eq(adminApiTokens.id, row.id));
  return { adminId: row.adminId, loginId: row.loginId, via: "token" };
}

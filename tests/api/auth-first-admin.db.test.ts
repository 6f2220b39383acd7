import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { adminSessions, adminUsers, appSettings } from "../../db/schema";
import { isSecondFactorRequired } from "../../app/features/admin-auth/second-factor-policy.server";
import {
  createSession,
  ensureFirstAdmin,
  findAdminBySession,
  setAdminPassword,
  verifyPassword,
} from "../../app/features/admin-auth/admin-auth-service.server";
import { createAdminRow } from "../factories/admin-factory";
import { useTestDatabase } from "../setup/use-test-database";

const database = useTestDatabase();
// every case starts from a database without admins
beforeEach(async () => {
  await database.db.delete(adminUsers);
});

function logger() {
  const lines: Record<string, unknown>[] = [];
  return { lines, log: (line: Record<string, unknown>) => void lines.push(line) };
}

describe("ensureFirstAdmin", () => {
  // issue 22: a new installation requires a second factor of every admin unless told otherwise
  it("writes the second-factor rule with the first admin: on by default, off with ADMIN_TOTP_REQUIRED=false", async () => {
    await database.db.delete(appSettings).where(eq(appSettings.key, "admin-second-factor"));
    expect(await isSecondFactorRequired(database.db), "an installation from before the rule").toBe(false);
    await ensureFirstAdmin(
      database.db,
      { ADMIN_ID: "owner", ADMIN_PASSWORD: "a long enough passphrase" },
      () => {},
    );
    expect(await isSecondFactorRequired(database.db)).toBe(true);

    await database.db.delete(adminUsers);
    await database.db.delete(appSettings).where(eq(appSettings.key, "admin-second-factor"));
    const optional = {
      ADMIN_ID: "owner",
      ADMIN_PASSWORD: "a long enough passphrase",
      ADMIN_TOTP_REQUIRED: "false" as const,
    };
    await ensureFirstAdmin(database.db, optional, () => {});
    expect(await isSecondFactorRequired(database.db)).toBe(false);
    await database.db.delete(appSettings).where(eq(appSettings.key, "admin-second-factor"));
  });

  const config = { ADMIN_ID: "owner", ADMIN_PASSWORD: "a long enough passphrase" };

  it("creates exactly one admin from ADMIN_ID / ADMIN_PASSWORD on an empty database, logging one line", async () => {
    const { lines, log } = logger();
    expect(await ensureFirstAdmin(database.db, config, log)).toBe("created");
    const admins = await database.db.select().from(adminUsers);
    expect(admins.map((a) => a.loginId)).toEqual(["owner"]);
    expect(await verifyPassword(admins[0]!.passwordHash, config.ADMIN_PASSWORD)).toBe(true);
    expect(admins[0]!.passwordHash).not.toContain(config.ADMIN_PASSWORD);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain(config.ADMIN_PASSWORD);

    expect(
      await ensureFirstAdmin(database.db, { ...config, ADMIN_PASSWORD: "another passphrase" }, log),
    ).toBe("exists");
    expect(await database.db.select().from(adminUsers)).toHaveLength(1);
  });

  it("does nothing when any admin exists already", async () => {
    await createAdminRow(database.db);
    const { lines, log } = logger();
    expect(await ensureFirstAdmin(database.db, config, log)).toBe("exists");
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.loginId, "owner"))).toEqual([]);
    expect(lines).toEqual([]);
  });

  it("without either variable, creates 'admin' with a random password shown once in the log", async () => {
    const { lines, log } = logger();
    const none = { ADMIN_ID: undefined, ADMIN_PASSWORD: undefined };
    expect(await ensureFirstAdmin(database.db, none, log)).toBe("generated");
    expect(lines).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(String(lines[0]!.msg))?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    const admins = await database.db.select().from(adminUsers);
    expect(admins.map((a) => a.loginId)).toEqual(["admin"]);
    expect(await verifyPassword(admins[0]!.passwordHash, password!)).toBe(true);
    // a restart finds the admin and neither creates another nor prints a password again
    expect(await ensureFirstAdmin(database.db, none, log)).toBe("exists");
    expect(lines).toHaveLength(1);
  });

  it("creates nothing with only one of the two variables, and says so", async () => {
    const { lines, log } = logger();
    expect(await ensureFirstAdmin(database.db, { ADMIN_ID: "owner", ADMIN_PASSWORD: undefined }, log)).toBe(
      "not-configured",
    );
    expect(
      await ensureFirstAdmin(database.db, { ADMIN_ID: undefined, ADMIN_PASSWORD: "x".repeat(20) }, log),
    ).toBe("not-configured");
    expect(await database.db.select().from(adminUsers)).toEqual([]);
    expect(lines.map((line) => line.level)).toEqual(["error", "error"]);
  });

  it("refuses a password under 12 characters or an unusable ID, with an error line", async () => {
    for (const bad of [
      { ADMIN_ID: "owner", ADMIN_PASSWORD: "short-pw123" },
      { ADMIN_ID: "has space", ADMIN_PASSWORD: "a long enough passphrase" },
    ]) {
      const { lines, log } = logger();
      expect(await ensureFirstAdmin(database.db, bad, log)).toBe("refused");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: "error",
        msg: expect.stringMatching(/^ADMIN_(PASSWORD|ID) refused/),
      });
    }
    expect(await database.db.select().from(adminUsers)).toEqual([]);
  });

  it("is safe when two processes start at once", async () => {
    const { log } = logger();
    const outcomes = await Promise.all([
      ensureFirstAdmin(database.db, config, log),
      ensureFirstAdmin(database.db, config, log),
    ]);
    expect(outcomes.filter((o) => o === "created")).toHaveLength(1);
    expect(await database.db.select().from(adminUsers)).toHaveLength(1);
  });
});

describe("setAdminPassword (npm run admin:create)", () => {
  it("creates a new admin, and resets an existing one's password, ending its sessions", async () => {
    const first = await setAdminPassword(database.db, "agent.smith", "first passphrase");
    expect(first.created).toBe(true);
    const session = await createSession(database.db, first.admin.id);

    const second = await setAdminPassword(database.db, "agent.smith", "second passphrase");
    expect(second).toMatchObject({ created: false, admin: { id: first.admin.id } });
    const [row] = await database.db.select().from(adminUsers).where(eq(adminUsers.id, first.admin.id));
    expect(await verifyPassword(row!.passwordHash, "second passphrase")).toBe(true);
    expect(await verifyPassword(row!.passwordHash, "first passphrase")).toBe(false);
    expect(await findAdminBySession(database.db, session.token)).toBeNull();
    expect(
      await database.db.select().from(adminSessions).where(eq(adminSessions.adminId, first.admin.id)),
    ).toEqual([]);
  });

  it("refuses a short password or a bad ID", async () => {
    await expect(setAdminPassword(database.db, "ok-id", "short")).rejects.toThrow();
    await expect(setAdminPassword(database.db, "bad id", "long enough passphrase")).rejects.toThrow();
    expect(await database.db.select().from(adminUsers)).toEqual([]);
  });
});

import { mkdtemp, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataKeysOf, decryptBytes, decryptText, encryptBytes, encryptText } from "./data-encryption.server";
import { parseConfig } from "./env.server";

describe("the data encryption key", () => {
  it("is generated into DATA_DIR (0600) on the embedded database's first start, then reused", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-key-"));
    const keys = dataKeysOf(parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir }));
    const file = path.join(dataDir, "data-encryption.key");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, "utf8")).trim(), "base64")).toHaveLength(32);
    const again = dataKeysOf(parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir, PORT: "1" }));
    expect(again.current.id).toBe(keys.current.id);
  });

  it("must be given with PostgreSQL in production, and must be 32 bytes", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-key-"));
    const postgres = { NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "postgres://db/x" };
    expect(() => dataKeysOf(parseConfig(postgres))).toThrow(/DATA_ENCRYPTION_KEY must be set/);
    expect(() => dataKeysOf(parseConfig({ ...postgres, DATA_ENCRYPTION_KEY: "c2hvcnQ=" }))).toThrow(
      /32 random bytes/,
    );
  });

  it("encrypts texts and files with AES-256-GCM, refusing a tampered value", () => {
    const keys = dataKeysOf(
      parseConfig({ NODE_ENV: "test", DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") }),
    );
    const sealed = encryptText(keys, "499118665246");
    expect(sealed).not.toContain("499118665246");
    expect(encryptText(keys, "499118665246")).not.toBe(sealed);
    expect(decryptText(keys, sealed)).toBe("499118665246");
    const parts = sealed.split(".");
    parts[4] = Buffer.from("999999999999").toString("base64url");
    expect(() => decryptText(keys, parts.join("."))).toThrow();
    const file = encryptBytes(keys, Buffer.from("%PDF-1.4 permit"));
    expect(decryptBytes(keys, file).toString()).toBe("%PDF-1.4 permit");
  });
});

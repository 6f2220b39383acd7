import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE } from "../../db/private-files";
import type { Config } from "./env.server";

/**
 * Field encryption of personal data at rest (ADR 039): travellers' ID numbers and permit files,
 * AES-256-GCM under DATA_ENCRYPTION_KEY (base64 of 32 bytes). A stored value names the key it was
 * written with, so DATA_ENCRYPTION_KEY_PREVIOUS can still read what the old key wrote while the
 * server re-encrypts it (reencryptTravellerData, at start).
 */

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = "v1";
/** The key the embedded database's first start writes into DATA_DIR when none is configured. */
const KEY_FILE = "data-encryption.key";

type DataKey = { id: string; key: Buffer };
export type DataKeys = { current: DataKey; previous: DataKey | null };

/** A short fingerprint of a key (not the key): which one wrote a value. */
const keyIdOf = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** A key from its base64 text; `name` says which setting was wrong. */
function parseDataKey(text: string, name: string): Buffer {
  const key = Buffer.from(text.trim(), "base64");
  if (key.length !== KEY_BYTES) throw new Error(`${name} must be the base64 of ${KEY_BYTES} random bytes`);
  return key;
}

/** A new key as the README tells to make one (`openssl rand -base64 32` does the same). */
export const newDataKeyText = () => randomBytes(KEY_BYTES).toString("base64");

/**
 * The embedded database's generated key: read from DATA_DIR, or written there 0600 on the first
 * start (`wx`: two processes starting at once keep the first one written).
 */
function keyFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE);
  try {
    writeFileSync(file, `${newDataKeyText()}\n`, { mode: PRIVATE_FILE_MODE, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8");
}

const resolved = new Map<string, DataKeys>();

/**
 * The keys of this configuration, resolved once: DATA_ENCRYPTION_KEY (and _PREVIOUS) from the
 * environment, else, with the embedded database, the key file in DATA_DIR. A server on
 * PostgreSQL in production must be given the key: its processes share the database and must
 * share the key, and a file on one machine's disk would not be shared.
 */
export function dataKeysOf(config: Config): DataKeys {
  const cacheKey = [config.dataDir, config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_KEY_PREVIOUS].join(
    "|",
  );
  const known = resolved.get(cacheKey);
  if (known) return known;
  let text = config.DATA_ENCRYPTION_KEY;
  if (!text) {
    if (config.DATABASE_URL && config.NODE_ENV === "production") {
      throw new Error(
        "DATA_ENCRYPTION_KEY must be set with DATABASE_URL (every process needs the same key; README, Configuration)",
      );
    }
    text = keyFromDataDir(config.dataDir);
  }
  const current = parseDataKey(text, "DATA_ENCRYPTION_KEY");
  const previousText = config.DATA_ENCRYPTION_KEY_PREVIOUS;
  const previous = previousText ? parseDataKey(previousText, "DATA_ENCRYPTION_KEY_PREVIOUS") : null;
  const keys: DataKeys = {
    current: { id: keyIdOf(current), key: current },
    previous: previous ? { id: keyIdOf(previous), key: previous } : null,
  };
  resolved.set(cacheKey, keys);
  return keys;
}

function seal(key: DataKey, plain: Buffer): Buffer[] {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.key, iv);
  // the key id is authenticated too: a value cannot be relabelled to another key
  cipher.setAAD(Buffer.from(key.id));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body];
}

function open(keys: DataKeys, id: string, iv: Buffer, tag: Buffer, body: Buffer): Buffer {
  const key = [keys.current, keys.previous].find((k) => k?.id === id);
  if (!key) throw new Error(`no key ${id} to decrypt with (set DATA_ENCRYPTION_KEY_PREVIOUS?)`);
  const decipher = createDecipheriv("aes-256-gcm", key.key, iv);
  decipher.setAAD(Buffer.from(key.id));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** A short text as "v1.<key id>.<iv>.<tag>.<ciphertext>", base64url parts. */
export function encryptText(keys: DataKeys, plain: string): string {
  const parts = seal(keys.current, Buffer.from(plain, "utf8")).map((part) => part.toString("base64url"));
  return [FORMAT, keys.current.id, ...parts].join(".");
}

export function decryptText(keys: DataKeys, stored: string): string {
  const [format, id, iv, tag, body] = stored.split(".");
  if (format !== FORMAT || !id || !iv || !tag || body === undefined)
    throw new Error("not an encrypted value");
  const bytes = [iv, tag, body].map((part) => Buffer.from(part, "base64url")) as [Buffer, Buffer, Buffer];
  return open(keys, id, ...bytes).toString("utf8");
}

/** A file as bytes: "v1" and the key id (8 ASCII characters), then iv, tag and ciphertext. */
export function encryptBytes(keys: DataKeys, plain: Uint8Array): Buffer {
  const header = Buffer.from(`${FORMAT}${keys.current.id}`, "latin1");
  return Buffer.concat([header, ...seal(keys.current, Buffer.from(plain))]);
}

export function decryptBytes(keys: DataKeys, stored: Uint8Array): Buffer {
  const data = Buffer.from(stored);
  const header = data.subarray(0, 10).toString("latin1");
  if (!header.startsWith(FORMAT)) throw new Error("not an encrypted file");
  const iv = data.subarray(10, 10 + IV_BYTES);
  const tag = data.subarray(10 + IV_BYTES, 10 + IV_BYTES + TAG_BYTES);
  return open(keys, header.slice(2), iv, tag, data.subarray(10 + IV_BYTES + TAG_BYTES));
}

/** The key id an encrypted text or file was written with. */
export function keyIdOfStored(stored: string | Uint8Array): string {
  return typeof stored === "string"
    ? (stored.split(".")[1] ?? "")
    : Buffer.from(stored).subarray(2, 10).toString("latin1");
}

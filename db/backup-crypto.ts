import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { PRIVATE_FILE_MODE } from "./private-files";

/**
 * Backups hold every traveller's name, email and phone (DPDP Act 2023), so they are encrypted:
 * AES-256-GCM with a key derived (scrypt, a random salt per file) from BACKUP_KEY. The file is
 * MAGIC, salt, IV, ciphertext of the gzip stream, then GCM's 16-byte tag, which is checked before
 * a single restored byte is used.
 */
const MAGIC = Buffer.from("SAFARNAMA-BACKUP-AES-256-GCM-1\n", "ascii");
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;

const keyFrom = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

/** A pipeline stage: what it is given, encrypted, with the header before and the tag after. */
export function encryptStream(secret: string) {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret, salt), iv);
  return async function* (source: AsyncIterable<Buffer>) {
    yield Buffer.concat([MAGIC, salt, iv]);
    for await (const chunk of source) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts `file` into `target` (mode 0600). Rejects, leaving a target that must be deleted, when
 * the key is wrong or the file was changed or cut short.
 */
export async function decryptBackup(file: string, target: string, secret: string): Promise<void> {
  const { size } = await stat(file);
  if (size < HEADER_BYTES + TAG_BYTES) throw new Error("The backup file is cut short");
  const handle = await open(file, "r");
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target, { mode: PRIVATE_FILE_MODE }),
    );
  } catch {
    throw new Error("The backup cannot be decrypted: a different BACKUP_KEY, or a damaged file");
  }
}

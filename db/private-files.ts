import { chmod, mkdir } from "node:fs/promises";

/**
 * DATA_DIR holds personal data (the database, backups, outgoing mail, uploads): only the account
 * that runs the server may read it (DPDP Act 2023). Directories 0700, files 0600.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates DATA_DIR 0700, or narrows an existing one to 0700 (an older install's 0755). */
export async function ensurePrivateDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // a directory of another user (a mounted volume) cannot be changed: then it stays as it is
  await chmod(dataDir, PRIVATE_DIR_MODE).catch(() => undefined);
}

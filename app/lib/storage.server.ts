import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../db/private-files";

/**
 * Where uploaded files live. Disk under DATA_DIR by default; an object store (S3 and the like)
 * can implement the same three calls when the app runs as several processes.
 */
export interface FileStorage {
  /** Stores `data` under `key` (e.g. "images/ab12-960.webp") and returns its public URL. */
  put(key: string, data: Uint8Array, contentType: string): Promise<string>;
  /** Removes the file behind a public URL this storage returned; unknown URLs are ignored. */
  deleteUrl(url: string): Promise<void>;
  /** The public URL of a key. */
  urlOf(key: string): string;
  /** The stored bytes of a key, or null when there is none (serves /uploads/* from any process). */
  read(key: string): Promise<StoredFile | null>;
}

export type StoredFile = { data: Uint8Array; contentType: string };

const TYPES: Record<string, string> = { webp: "image/webp", pdf: "application/pdf" };

export const UPLOADS_URL_PREFIX = "/uploads/";

export function createDiskStorage(root: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    const full = path.resolve(resolvedRoot, key);
    if (!full.startsWith(resolvedRoot + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(path.dirname(full), { recursive: true, mode: PRIVATE_DIR_MODE });
      // write then rename: a reader never sees half a file; 0600, like everything in DATA_DIR
      const temporary = `${full}.${randomUUID()}.tmp`;
      await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, full);
      return this.urlOf(key);
    },
    async deleteUrl(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      await rm(pathOf(url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
    },
    urlOf(key) {
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async read(key) {
      try {
        const data = await readFile(pathOf(key));
        const extension = key.split(".").pop() ?? "";
        return { data, contentType: TYPES[extension] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

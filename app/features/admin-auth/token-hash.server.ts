import { createHash } from "node:crypto";

/** Tokens are stored only as SHA-256: reading the table hands out no sessions. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

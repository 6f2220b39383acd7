import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { headersOf, partsOf } from "../setup/smtp-receiver";

/**
 * Where this worker's e2e server (no SMTP_URL) writes each message it sends: tests/e2e/start-server.mjs,
 * one data folder per worker (playwright.config.ts).
 */
const outboxDir = path.join(".e2e-data", process.env.TEST_PARALLEL_INDEX ?? "0", "outbox");

export type SentMail = { text: string; html: string; headers: Record<string, string> };

/**
 * An email as its recipient gets it: the message the outbox worker sent, read back from the server's
 * outbox folder. The admin's outbox API holds no secret link's token (ADR 050), so a link a
 * traveller clicks is taken from here.
 */
export async function sentMail(id: string): Promise<SentMail> {
  let file: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(outboxDir).catch(() => [] as string[]);
        file = names.find((name) => name.endsWith(`-${id}.eml`));
        return file;
      },
      { message: `email ${id} sent`, timeout: 30_000 },
    )
    .toBeDefined();
  const raw = await readFile(path.join(outboxDir, file!), "utf8");
  const parts = partsOf(raw);
  const body = (type: string) => parts.find((part) => part.type === type)?.body ?? "";
  return {
    text: body("text/plain"),
    html: body("text/html"),
    headers: headersOf(raw.split(/\r?\n\r?\n/, 1)[0]!),
  };
}

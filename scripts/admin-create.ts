/**
 * `npm run admin:create -- --id <id> [--password <pw>]`: creates that admin, or sets a new password
 * for an existing one (which also ends its sessions). Without --password it reads ADMIN_PASSWORD, or
 * asks on the terminal without echoing. Opens the same database as the server (DATA_DIR or
 * DATABASE_URL); with the embedded database, stop the server first (PGlite allows one process).
 */
import { adminIdSchema, adminPasswordSchema } from "../app/features/admin-auth/admin-auth-schema";
import { agencyContactOf } from "../app/features/notifications/email/agency-contact.server";
import { setAdminPassword } from "../app/features/admin-auth/admin-auth-service.server";
import { failWithUsage, parseCliArgs, withConfiguredDatabase } from "./cli";

const USAGE = `Usage: npm run admin:create -- --id <id> [--password <password>]

Creates the admin <id>, or sets a new password for it (its open sessions end).
Without --password the password comes from ADMIN_PASSWORD, or is asked for on the terminal.
Passwords need at least 12 characters. IDs use letters, digits and . _ @ - only.`;

function fail(message: string): never {
  return failWithUsage(USAGE, message);
}

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          finish();
          reject(new Error("Cancelled"));
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function passwordFrom(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) fail("No password: pass --password, set ADMIN_PASSWORD or run in a terminal.");
  const first = await askHidden("New password: ");
  const again = await askHidden("Repeat it: ");
  if (first !== again) fail("The two passwords differ.");
  return first;
}

const parsed = parseCliArgs(USAGE, { id: { type: "string" }, password: { type: "string" } });
const id = adminIdSchema.safeParse(parsed.id ?? "");
if (!id.success) fail(`--id: ${id.error.issues[0]?.message}`);
const password = adminPasswordSchema.safeParse(await passwordFrom(parsed.password));
if (!password.success) fail(`Password: ${password.error.issues[0]?.message}`);

await withConfiguredDatabase(async (database, config) => {
  const { created } = await setAdminPassword(database.db, id.data, password.data, agencyContactOf(config));
  console.log(
    created ? `Admin "${id.data}" created.` : `Password of admin "${id.data}" changed; its sessions ended.`,
  );
});

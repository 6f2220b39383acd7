/**
 * `npm run admin:token -- --id <id> [--name <label>] [--days <n>]`: prints a new API token for that
 * admin, once; it expires after <n> days (default 90, 0 for never). `--revoke` instead revokes
 * the admin's tokens (all, or those with --name). Only hashes are stored; send a token as
 * `Authorization: Bearer <token>`. Opens the same database as the server (DATA_DIR or
 * DATABASE_URL); with the embedded database, stop the server first.
 */
import { apiTokenNameSchema } from "../app/features/admin-auth/admin-auth-schema";
import {
  API_TOKEN_DEFAULT_DAYS,
  createApiToken,
  findAdminByLoginId,
  revokeApiTokens,
} from "../app/features/admin-auth/admin-auth-service.server";
import { agencyContactOf } from "../app/features/notifications/email/agency-contact.server";
import { failWithUsage, parseCliArgs, withConfiguredDatabase } from "./cli";

const USAGE = `Usage: npm run admin:token -- --id <id> [--name <label>] [--days <n>]
       npm run admin:token -- --id <id> --revoke [--name <label>]

Prints a new API token for the admin <id>. It is shown only this once: keep it safe.
Use it as the header  Authorization: Bearer <token>
It expires after <n> days (default ${API_TOKEN_DEFAULT_DAYS}; 0 means never).
--revoke ends the admin's tokens at once: all of them, or only those named <label>.`;

function fail(message: string): never {
  return failWithUsage(USAGE, message);
}

// a flag without a value, taken out before the string options are parsed
const revoke = process.argv.includes("--revoke");
if (revoke) process.argv.splice(process.argv.indexOf("--revoke"), 1);
const parsed = parseCliArgs(USAGE, {
  id: { type: "string" },
  name: { type: "string" },
  days: { type: "string" },
});
const loginId = parsed.id?.trim();
if (!loginId) fail("--id is required.");
const name = apiTokenNameSchema.safeParse(parsed.name ?? "");
if (!name.success) fail(`--name: ${name.error.issues[0]?.message}`);
const days = parsed.days === undefined ? API_TOKEN_DEFAULT_DAYS : Number(parsed.days);
if (!Number.isInteger(days) || days < 0 || days > 3650) fail("--days: a whole number from 0 to 3650.");

const exitCode = await withConfiguredDatabase(async (database, config) => {
  const admin = await findAdminByLoginId(database.db, loginId);
  if (!admin) {
    console.error(`No admin "${loginId}". Create one first: npm run admin:create -- --id ${loginId}`);
    return 1;
  }
  if (revoke) {
    const count = await revokeApiTokens(
      database.db,
      admin.id,
      parsed.name === undefined ? undefined : name.data,
    );
    console.log(`${count} token${count === 1 ? "" : "s"} revoked.`);
    return 0;
  }
  console.log(await createApiToken(database.db, admin.id, name.data, days, agencyContactOf(config)));
  return 0;
});
process.exit(exitCode);

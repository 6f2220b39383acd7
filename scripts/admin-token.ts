/**
 * `npm run admin:token -- --id <id> [--name <label>]`: prints a new API token for that admin, once.
 * Only its hash is stored; send it as `Authorization: Bearer <token>`. Opens the same database as
 * the server (DATA_DIR or DATABASE_URL); with the embedded database, stop the server first.
 */
import { apiTokenNameSchema } from "../app/features/admin-auth/admin-auth-schema";
import { createApiToken, findAdminByLoginId } from "../app/features/admin-auth/admin-auth-service.server";
import { failWithUsage, parseCliArgs, withConfiguredDatabase } from "./cli";

const USAGE = `Usage: npm run admin:token -- --id <id> [--name <label>]

Prints a new API token for the admin <id>. It is shown only this once: keep it safe.
Use it as the header  Authorization: Bearer <token>`;

function fail(message: string): never {
  return failWithUsage(USAGE, message);
}

const parsed = parseCliArgs(USAGE, { id: { type: "string" }, name: { type: "string" } });
const loginId = parsed.id?.trim();
if (!loginId) fail("--id is required.");
const name = apiTokenNameSchema.safeParse(parsed.name ?? "");
if (!name.success) fail(`--name: ${name.error.issues[0]?.message}`);

const exitCode = await withConfiguredDatabase(async (database) => {
  const admin = await findAdminByLoginId(database.db, loginId);
  if (!admin) {
    console.error(`No admin "${loginId}". Create one first: npm run admin:create -- --id ${loginId}`);
    return 1;
  }
  console.log(await createApiToken(database.db, admin.id, name.data));
  return 0;
});
process.exit(exitCode);

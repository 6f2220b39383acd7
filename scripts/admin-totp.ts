/**
 * `npm run admin:totp -- --id <id>`: starts turning on the second factor (prints the secret and
 * an otpauth:// URI for the authenticator app); `--id <id> --code <6 digits>` finishes it and
 * prints the one-time recovery codes; `--id <id> --disable` turns it off (a lost phone).
 * Opens the same database as the server; with the embedded database, stop the server first.
 */
import { findAdminByLoginId } from "../app/features/admin-auth/admin-auth-service.server";
import { agencyContactOf } from "../app/features/notifications/email/agency-contact.server";
import { beginTotpEnrolment, confirmTotp, disableTotp } from "../app/features/admin-auth/totp.server";
import { failWithUsage, parseCliArgs, withConfiguredDatabase } from "./cli";

const USAGE = `Usage: npm run admin:totp -- --id <id>                 start: prints the secret for your app
       npm run admin:totp -- --id <id> --code <123456>  finish: turns it on, prints recovery codes
       npm run admin:totp -- --id <id> --disable        turn the second factor off`;

const disable = process.argv.includes("--disable");
if (disable) process.argv.splice(process.argv.indexOf("--disable"), 1);
const parsed = parseCliArgs(USAGE, { id: { type: "string" }, code: { type: "string" } });
const loginId = parsed.id?.trim();
if (!loginId) failWithUsage(USAGE, "--id is required.");

const exitCode = await withConfiguredDatabase(async (database, config) => {
  const admin = await findAdminByLoginId(database.db, loginId);
  if (!admin) {
    console.error(`No admin "${loginId}".`);
    return 1;
  }
  if (disable) {
    await disableTotp(database.db, admin.id, agencyContactOf(config));
    console.log(`Second factor of "${loginId}" is off.`);
    return 0;
  }
  if (parsed.code !== undefined) {
    const codes = await confirmTotp(database.db, admin.id, parsed.code.trim(), agencyContactOf(config));
    if (!codes) {
      console.error("That code is not right (or no set-up was started). Try the next code from your app.");
      return 1;
    }
    console.log("Second factor is on. Recovery codes (each works once; keep them somewhere safe):");
    for (const code of codes) console.log(`  ${code}`);
    return 0;
  }
  try {
    const { secret, uri } = await beginTotpEnrolment(database.db, admin.id, config.AGENCY_NAME);
    console.log(`Add this to your authenticator app:\n  secret: ${secret}\n  ${uri}`);
    console.log(`Then run: npm run admin:totp -- --id ${loginId} --code <the 6 digits it shows>`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
});
process.exit(exitCode);

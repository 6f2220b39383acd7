import { z } from "zod";
import { requiredLine, singleLine } from "~/lib/text-fields";

/** The texts of the login screen and its API (docs/product.md §6 and §8). */
export const loginMessages = {
  invalid: "Invalid ID or Password",
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code",
  throttled: "Too many attempts. Please wait a few minutes and try again.",
  idRequired: "Please enter your ID",
  passwordRequired: "Please enter your password",
} as const;

const ADMIN_ID_MAX = 64;
/** Long enough for a passphrase; argon2 cost does not depend on it, but request size does. */
const ADMIN_PASSWORD_MAX = 256;
/** New admin passwords (ADMIN_PASSWORD, `npm run admin:create`) must be at least this long. */
export const ADMIN_PASSWORD_MIN = 12;

/**
 * The login form and POST /api/auth/login. Deliberately lenient about what an ID looks like:
 * anything that is not an existing ID gets the same 'Invalid ID or Password' as a wrong password.
 */
export const loginSchema = z.object({
  id: requiredLine(ADMIN_ID_MAX, loginMessages.idRequired),
  // never trimmed: spaces may be part of a passphrase
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(ADMIN_PASSWORD_MAX, `Must be at most ${ADMIN_PASSWORD_MAX} characters`),
  /** the authenticator app's 6 digits or a recovery code, when the admin has the second factor on */
  code: singleLine(32).optional(),
});
export type LoginInput = z.output<typeof loginSchema>;

/** The ID of a new admin account: short, printable, no spaces. */
export const adminIdSchema = z
  .string()
  .trim()
  .min(1, "Please enter an ID")
  .max(ADMIN_ID_MAX, `Must be at most ${ADMIN_ID_MAX} characters`)
  .regex(/^[A-Za-z0-9._@-]+$/, "Use letters, digits and . _ @ - only");

/** The password of a new or reset admin account. */
export const adminPasswordSchema = z
  .string()
  .min(ADMIN_PASSWORD_MIN, `Must be at least ${ADMIN_PASSWORD_MIN} characters`)
  .max(ADMIN_PASSWORD_MAX, `Must be at most ${ADMIN_PASSWORD_MAX} characters`);

/** A name for an API token, so the admin can tell tokens apart later. */
export const apiTokenNameSchema = singleLine(100);

/** A code typed while turning the second factor on. */
export const totpConfirmSchema = z.object({ code: requiredLine(32, "Enter the 6-digit code from your app") });

/** Turning the second factor off or moving it to a new app: the password and a current code. */
export const totpChangeSchema = z.object({
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(ADMIN_PASSWORD_MAX, `Must be at most ${ADMIN_PASSWORD_MAX} characters`),
  code: requiredLine(32, "Enter the 6-digit code from your app, or a recovery code"),
});

export const totpChangeMessages = {
  tokenRefused:
    "The second factor can be changed only from a signed-in browser session, not with an API token",
  wrongProof: "That password or code is not right",
} as const;

/** What an admin without a second factor reads while every admin must use one. */
export const SECOND_FACTOR_NEEDED_MESSAGE =
  "Set up two-step sign-in (an authenticator app) before using the admin area: the agency requires it of every admin.";

/**
 * `PUT /api/auth/totp/policy` and the account page: whether every admin must use a second factor.
 * Turning it off needs the password and a current code, as turning one's own second factor off does.
 */
export const secondFactorPolicySchema = z.object({
  required: z.boolean({ error: "Say whether a second factor is required: true or false" }),
  password: z.string().max(ADMIN_PASSWORD_MAX).optional(),
  code: singleLine(32).optional(),
});

export const secondFactorPolicyMessages = {
  ownFirst: "Turn on two-step sign-in for your own account first",
  keepOwn: "Every admin must keep two-step sign-in while the agency requires it: turn that rule off first",
} as const;
